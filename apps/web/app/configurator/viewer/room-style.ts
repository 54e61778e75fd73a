/**
 * The room scenes (configurators.md §2: Natural wood, Beton living, Industrial loft): the wall,
 * floor and socle (skirting) material of the room a piece is shown in. The ids are those family.sceneStyle
 * gives (the domain's scene table); the looks (colour, roughness, pattern) are the viewer's.
 */

export type RoomPattern = 'plaster' | 'concrete' | 'brick' | 'planks';

export interface RoomSurface {
  pattern: RoomPattern;
  /** sRGB hex, multiplied with the pattern. */
  color: string;
  roughness: number;
  /** Centimetres one pattern tile covers (width, height). */
  tileCm: readonly [number, number];
}

export interface RoomStyle {
  wall: RoomSurface;
  floor: RoomSurface;
  /** Colour id of the skirting board (a catalogue colour). */
  socle: string;
  /** Background beyond the room. */
  background: string;
}

const SURFACES: Readonly<Record<string, RoomSurface>> = {
  plaster_warm_white: { pattern: 'plaster', color: '#EDEBE6', roughness: 0.95, tileCm: [200, 200] },
  concrete_light: { pattern: 'concrete', color: '#CFCCC6', roughness: 0.9, tileCm: [160, 160] },
  brick_red: { pattern: 'brick', color: '#FFFFFF', roughness: 0.95, tileCm: [50, 26] },
  oak_parquet: { pattern: 'planks', color: '#C9A97F', roughness: 0.6, tileCm: [180, 80] },
  concrete_polished: { pattern: 'concrete', color: '#A9A7A2', roughness: 0.4, tileCm: [220, 220] },
  walnut_planks: { pattern: 'planks', color: '#7A573F', roughness: 0.55, tileCm: [200, 90] },
};

const SCENES: Readonly<Record<string, { wall: string; floor: string; socle: string }>> = {
  natural_wood: { wall: 'plaster_warm_white', floor: 'oak_parquet', socle: 'white_u11209' },
  beton_living: { wall: 'concrete_light', floor: 'concrete_polished', socle: 'grey_u12091' },
  industrial_loft: { wall: 'brick_red', floor: 'walnut_planks', socle: 'black_u12001' },
};

/** Studio background of pieces shown without a room (family.sceneStyle null). */
export const STUDIO_BACKGROUND = '#E9E6E0';

/** The room of a scene id, or null when the piece is shown in the studio. */
export function roomStyleOf(sceneStyle: string | null): RoomStyle | null {
  const scene = sceneStyle === null ? undefined : SCENES[sceneStyle];
  if (!scene) return null;
  const wall = SURFACES[scene.wall]!;
  return { wall, floor: SURFACES[scene.floor]!, socle: scene.socle, background: wall.color };
}

/** The skirting board along the wall, cm. */
export const SKIRTING = { height: 8, depth: 1.5 } as const;
/** Air between a standing piece and the skirting, cm. */
const WALL_GAP = 1.5;
/** A hanging piece is fixed to the wall: only this much keeps its back and the wall from flickering into each other, cm. */
const MOUNT_GAP = 0.2;

/** Where the back wall stands (z, cm) behind a piece whose back is at `backZ`: behind the skirting, or right behind a piece that hangs on it. */
export function roomWallZ(backZ: number, hangs: boolean): number {
  return hangs ? backZ - MOUNT_GAP : backZ - WALL_GAP - SKIRTING.depth;
}

/** The texture key (texture-pixels.ts drawPixels) of a room surface's pattern. */
export function roomTextureKey(surface: RoomSurface): string {
  return surface.pattern === 'planks' ? `planks#${surface.color === '#7A573F' ? 97 : 91}` : surface.pattern;
}

/** The texture keys of every room surface (drawn at build time with the furniture's, scene-assets-plugin.ts). */
export const ROOM_TEXTURE_KEYS: readonly string[] = [...new Set(Object.values(SURFACES).map(roomTextureKey))];
