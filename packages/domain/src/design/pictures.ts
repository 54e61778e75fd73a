import type { SceneObject } from './scene.ts';

/**
 * The pictures every saved design gets (issue 17; shop.md §3 "images"), drawn from the configurator's own
 * scene: one per camera preset, each at a fixed image index of `GET /api/designs/{uuid}/images/{index}`,
 * with the spec's image type. Index order is gallery order.
 */
export const DESIGN_PICTURES = [
  { index: 0, preset: 'main', type: 'MAIN' },
  { index: 1, preset: 'no_doors', type: 'MAIN_WITHOUT_DOORS' },
  { index: 2, preset: 'closeup', type: 'closeup' },
  { index: 3, preset: 'studio_main', type: 'studio_main' },
] as const;

export type PicturePreset = (typeof DESIGN_PICTURES)[number]['preset'];
export type PictureType = (typeof DESIGN_PICTURES)[number]['type'];

/** The presets, in index order. */
export const PICTURE_PRESETS: readonly PicturePreset[] = DESIGN_PICTURES.map((p) => p.preset);

/** Side of a rendered picture, px (configurators.md §9 Rendering: "high-res 1440x1440"). */
export const PICTURE_SIZE = 1440;
/** Side of a design's thumbnail, px (configurators.md §9 Rendering: "Thumbnail 74x74"). */
export const PICTURE_THUMBNAIL_SIZE = 74;
/** How much closer than the main picture the close-up stands (the configurator's own maximum zoom). */
export const CLOSEUP_ZOOM = 1.8;

/** Whether a string names a picture preset. */
export function isPicturePreset(value: string): value is PicturePreset {
  return (PICTURE_PRESETS as readonly string[]).includes(value);
}

/** The image index of a preset. */
export function pictureIndexOf(preset: PicturePreset): number {
  return DESIGN_PICTURES.find((p) => p.preset === preset)!.index;
}

const isDoor = (o: SceneObject) => o.type === 'door' || o.type === 'sliding_door';
const isHandle = (o: SceneObject) => o.type.startsWith('handle_');

/** Whether a handle sits on a door: same section, its centre within the door's face. */
function onDoor(handle: SceneObject, doors: readonly SceneObject[]): boolean {
  const { x, y } = handle.center;
  return doors.some(
    (d) => d.section === handle.section && Math.abs(x - d.center.x) <= d.size.x / 2 + 0.5 && Math.abs(y - d.center.y) <= d.size.y / 2 + 0.5,
  );
}

/** The scene without its doors (hinged and sliding) and the handles on them: drawers, rails and the inside stay. */
export function sceneWithoutDoors(scene: readonly SceneObject[]): SceneObject[] {
  const doors = scene.filter((o) => isDoor(o) && !o.invisible);
  if (doors.length === 0) return [...scene];
  return scene.filter((o) => !isDoor(o) && !(isHandle(o) && onDoor(o, doors)));
}

/** The section whose visible parts take the most room (by their boxes' volume), or null for an empty scene; the first such on a tie. */
export function largestSection(scene: readonly SceneObject[]): string | null {
  const volumes = new Map<string, number>();
  for (const o of scene) {
    if (o.invisible) continue;
    volumes.set(o.section, (volumes.get(o.section) ?? 0) + o.size.x * o.size.y * o.size.z);
  }
  let best: string | null = null;
  let bestVolume = -1;
  for (const [section, volume] of volumes) {
    if (volume > bestVolume) {
      best = section;
      bestVolume = volume;
    }
  }
  return best;
}

/**
 * The presets a design is drawn in: the main picture and the close-up always; "without doors" only when it
 * has doors, and the studio picture only when its main picture stands in a room (otherwise each would be
 * the main picture again).
 */
export function picturePresetsOf(scene: readonly SceneObject[], sceneStyle: string | null): PicturePreset[] {
  return PICTURE_PRESETS.filter((preset) => {
    if (preset === 'no_doors') return scene.some((o) => isDoor(o) && !o.invisible);
    if (preset === 'studio_main') return sceneStyle !== null;
    return true;
  });
}
