/**
 * The wardrobe as physical parts (design elements in millimetres). Axes: x left to right, y up,
 * z back to front; margins are the minimum corner. Each compartment is its own corpus (two side walls,
 * top, bottom, plinth, back); turning doors hang on the corpus front, sliding doors run in rails in
 * front of it, and outer walls (cover panels) close the run on both sides.
 */
import { colorById, colorHasWoodEffect, woodVariation } from '../../catalogue/colors.ts';
import type { DesignElement, ElementService } from '../../design/element.ts';
import type { LabelPrefix } from '../../design/labels.ts';
import { mm } from '../../units/index.ts';
import type { Dimensions } from '../family.ts';
import {
  BACK,
  BACK_INSET,
  BOARD,
  CORPUS_DEPTH,
  DOOR,
  DOOR_COUNT,
  DRAWER_FRONT_LENGTHS,
  DRAWER_HEIGHT_LOW,
  DRAWER_HEIGHT_TALL,
  FITTING_COLOR,
  GLASS_FRONT_COLOR,
  HANDLE_CENTRE_Y,
  HANDLE_EDGE_INSET,
  HANDLE_SIZE,
  OUTER_WALL,
  PLINTH_HEIGHT,
  PLINTH_SETBACK,
  RAIL_COLOR,
  SLIDING_OVERLAP,
  compartmentCount,
  compartmentWidth,
  holeY,
} from './constants.ts';
import type { Handle, InteriorType } from './constants.ts';
import type { Interior, WardrobeDesign, WardrobeModule } from './design.ts';
import { wardrobeDepth, wardrobeTotalLength } from './rules.ts';

/** Element types that stand at the back bottom edge and can carry a baseboard cut. */
export const CUTTABLE_TYPES: readonly string[] = ['outer_wall', 'inner_wall', 'bottom', 'back'];

const TOP_RAIL = 30;
const BOTTOM_RAIL = 10;
const DOOR_GAP = 2;
/** Sliding panels run on two tracks inside the 49 mm in front of the corpus. */
const TRACK_Z = [CORPUS_DEPTH + 2, CORPUS_DEPTH + 26] as const;
const BOARD_DEPTH = 560;
const DRAWER_DEPTH = 500;
const TALL_FRONT = 186;
const LOW_FRONT = 90;

interface Box {
  type: string;
  x: number;
  y: number;
  z: number;
  length: number;
  width: number;
  height: number;
  color: string;
  shape?: string;
  rotation_z?: number;
}

class ElementList {
  readonly items: DesignElement[] = [];
  private readonly counters = new Map<string, number>();
  constructor(private readonly cut: ElementService | undefined) {}

  add(section: string, box: Box): void {
    const key = `${section}.${box.type}`;
    const index = this.counters.get(key) ?? 0;
    this.counters.set(key, index + 1);
    const element: DesignElement = {
      furniture_type: 'wardrobe',
      section,
      type: box.type,
      length: mm(box.length),
      width: mm(box.width),
      height: mm(box.height),
      color: box.color,
      shape: box.shape ?? 'box',
      margin_x: mm(box.x),
      margin_y: mm(box.y),
      margin_z: mm(box.z),
    };
    const material = colorById(box.color)?.kind;
    if (material !== undefined) element.material = material;
    // Keyed by section, type and count, so adding a module does not reshuffle the grain of the others.
    if (colorHasWoodEffect(box.color)) element.variation = woodVariation(`${key}.${index}`);
    if (box.rotation_z !== undefined) element.rotation_z = box.rotation_z;
    // A skirting board only touches parts whose back bottom corner lies inside the cut.
    const cut = this.cut;
    if (cut !== undefined && CUTTABLE_TYPES.includes(box.type) && box.y < cut.height * 10 && box.z < cut.depth * 10) {
      element.services = [{ ...cut }];
    }
    this.items.push(element);
  }
}

const DRAWER_BOX: Readonly<Partial<Record<InteriorType, { front: string; frontHeight: number; boxHeight: number }>>> = {
  solid_drawer: { front: 'drawer_front', frontHeight: TALL_FRONT, boxHeight: DRAWER_HEIGHT_TALL },
  glass_drawer: { front: 'glass_front', frontHeight: TALL_FRONT, boxHeight: DRAWER_HEIGHT_TALL },
  small_drawer: { front: 'drawer_front', frontHeight: LOW_FRONT, boxHeight: DRAWER_HEIGHT_LOW },
  shoes_drawer: { front: 'drawer_front', frontHeight: LOW_FRONT, boxHeight: DRAWER_HEIGHT_LOW },
};

function addInterior(list: ElementList, section: string, interior: Interior, cx: number, cw: number, corpusColor: string): void {
  const y = holeY(interior.position);
  const innerX = cx + BOARD + 1;
  const innerLength = cw - 2 * BOARD - 2;
  const color = interior.color ?? corpusColor;
  switch (interior.type) {
    case 'board':
      list.add(section, { type: 'board', x: innerX, y, z: 20, length: innerLength, width: BOARD_DEPTH, height: BOARD, color });
      return;
    case 'closet_rod':
      // The rod hangs just below the bracket screwed into its hole.
      list.add(section, { type: 'closet_rod', x: innerX, y: y - 30, z: CORPUS_DEPTH / 2 - 15, length: innerLength, width: 30, height: 30, color: FITTING_COLOR, shape: 'cylinder', rotation_z: 90 });
      return;
    case 'garment_lift':
      list.add(section, { type: 'garment_lift', x: innerX, y, z: CORPUS_DEPTH / 2 - 60, length: innerLength, width: 120, height: 192, color: FITTING_COLOR });
      return;
    case 'pant_hanger':
      list.add(section, { type: 'pant_hanger', x: innerX, y: y - 40, z: 40, length: innerLength, width: 480, height: 40, color: FITTING_COLOR });
      return;
    default: {
      const drawer = DRAWER_BOX[interior.type];
      const front = (DRAWER_FRONT_LENGTHS as Record<number, number>)[cw];
      if (drawer === undefined || front === undefined) return;
      const fx = cx + (cw - front) / 2;
      list.add(section, { type: interior.type, x: fx + 10, y: y + 20, z: CORPUS_DEPTH - DOOR - DRAWER_DEPTH, length: front - 20, width: DRAWER_DEPTH, height: drawer.boxHeight, color });
      list.add(section, {
        type: drawer.front,
        x: fx,
        y,
        z: CORPUS_DEPTH - DOOR,
        length: front,
        width: DOOR,
        height: drawer.frontHeight,
        color: drawer.front === 'glass_front' ? GLASS_FRONT_COLOR : color,
      });
    }
  }
}

function addHandle(list: ElementList, section: string, handle: Handle, doorX: number, doorLength: number, doorZ: number, rightEdge: boolean, color: string): void {
  const [hx, hz, hy] = HANDLE_SIZE[handle];
  // Fyx sits at the very edge (it is milled into it); the others keep a finger's width from it.
  const inset = handle === 'fyx' ? 0 : HANDLE_EDGE_INSET;
  const x = rightEdge ? doorX + doorLength - inset - hx : doorX + inset;
  const flush = handle === 'fyx' || handle === 'nyche';
  list.add(section, { type: `handle_${handle}`, x, y: HANDLE_CENTRE_Y - hy / 2, z: flush ? doorZ : doorZ + DOOR, length: hx, width: hz, height: hy, color });
}

function addModule(list: ElementList, design: WardrobeDesign, module: WardrobeModule, index: number, mx: number): void {
  const section = `m${index}`;
  const H = design.height;
  const L = module.length;
  const corpus = module.corpus.color;
  const comps = compartmentCount(L);
  const cw = compartmentWidth(L);
  for (let c = 0; c < comps; c++) {
    const cx = mx + c * cw;
    const inner = cw - 2 * BOARD;
    list.add(section, { type: 'inner_wall', x: cx, y: 0, z: 0, length: BOARD, width: CORPUS_DEPTH, height: H, color: corpus });
    list.add(section, { type: 'inner_wall', x: cx + cw - BOARD, y: 0, z: 0, length: BOARD, width: CORPUS_DEPTH, height: H, color: corpus });
    list.add(section, { type: 'top', x: cx + BOARD, y: H - BOARD, z: 0, length: inner, width: CORPUS_DEPTH, height: BOARD, color: corpus });
    list.add(section, { type: 'bottom', x: cx + BOARD, y: PLINTH_HEIGHT, z: 0, length: inner, width: CORPUS_DEPTH, height: BOARD, color: corpus });
    list.add(section, { type: 'plinth', x: cx + BOARD, y: 0, z: CORPUS_DEPTH - PLINTH_SETBACK - BOARD, length: inner, width: BOARD, height: PLINTH_HEIGHT, color: corpus });
    // The back sits in 8 mm grooves of the side walls, so it is 16 mm longer than the clear width.
    list.add(section, { type: 'back', x: cx + BOARD - 8, y: PLINTH_HEIGHT, z: BACK_INSET, length: inner + 16, width: BACK, height: H - PLINTH_HEIGHT, color: corpus });
    for (const interior of module.corpus.interiors) {
      if (interior.compartment === c) addInterior(list, section, interior, cx, cw, corpus);
    }
  }
  const doors = DOOR_COUNT[L] ?? 1;
  const { handle } = module.doors;
  const body = module.doors.colors.body;
  const handleColor = module.doors.colors.handles ?? body;
  if (module.doors.type === 'turning') {
    const pitch = L / doors;
    for (let d = 0; d < doors; d++) {
      const x = mx + d * pitch + DOOR_GAP;
      const length = pitch - 2 * DOOR_GAP;
      list.add(section, { type: 'door', x, y: PLINTH_HEIGHT + DOOR_GAP, z: CORPUS_DEPTH, length, width: DOOR, height: H - PLINTH_HEIGHT - 2 * DOOR_GAP, color: body });
      // A single door opens from the right; a pair meets in the middle.
      addHandle(list, section, handle, x, length, CORPUS_DEPTH, d === 0, handleColor);
    }
  } else {
    const panel = (L + (doors - 1) * SLIDING_OVERLAP) / doors;
    const y = PLINTH_HEIGHT + BOTTOM_RAIL + DOOR_GAP;
    const height = H - TOP_RAIL - DOOR_GAP - y;
    list.add(section, { type: 'rail_bottom', x: mx, y: PLINTH_HEIGHT, z: CORPUS_DEPTH, length: L, width: 49, height: BOTTOM_RAIL, color: RAIL_COLOR });
    list.add(section, { type: 'rail_top', x: mx, y: H - TOP_RAIL, z: CORPUS_DEPTH, length: L, width: 49, height: TOP_RAIL, color: RAIL_COLOR });
    for (let d = 0; d < doors; d++) {
      const x = mx + d * (panel - SLIDING_OVERLAP);
      const z = TRACK_Z[d % 2] ?? TRACK_Z[0];
      list.add(section, { type: 'sliding_door', x, y, z, length: panel, width: DOOR, height, color: body });
      // Grips sit on the outer edges, where a hand reaches when the panel is closed.
      addHandle(list, section, handle, x, panel, z, d >= doors / 2, handleColor);
    }
  }
}

/** Every physical part of a wardrobe, in millimetres. */
export function wardrobeElements(design: WardrobeDesign): DesignElement[] {
  const cut = design.baseboardCut;
  const service: ElementService | undefined =
    cut !== undefined && cut.height > 0 && cut.depth > 0 ? { type: 'baseboard_cut', height: cut.height, depth: cut.depth } : undefined;
  const list = new ElementList(service);
  const depth = wardrobeDepth(design);
  const last = `m${Math.max(0, design.modules.length - 1)}`;
  list.add('m0', { type: 'outer_wall', x: 0, y: 0, z: 0, length: OUTER_WALL, width: depth, height: design.height, color: design.wallLeft.color });
  let x = OUTER_WALL;
  design.modules.forEach((module, i) => {
    addModule(list, design, module, i, x);
    x += module.length;
  });
  list.add(last, { type: 'outer_wall', x, y: 0, z: 0, length: OUTER_WALL, width: depth, height: design.height, color: design.wallRight.color });
  return list.items;
}

/** Overall length, depth and height from the model. */
export function wardrobeDimensions(design: WardrobeDesign): Dimensions {
  return { length: mm(wardrobeTotalLength(design)), width: mm(wardrobeDepth(design)), height: design.height };
}

/** The selectable modules m0..mN with a display name. */
export function wardrobeSections(design: WardrobeDesign): { id: string; label: string }[] {
  return design.modules.map((m, i) => ({ id: `m${i}`, label: `Module ${i + 1}: ${m.length} mm, ${m.doors.type} doors` }));
}

// Instruction labels of the wardrobe's parts (configurators.md §9 prefixes w s b f d p l t).
const LABEL_PREFIX: Readonly<Record<string, LabelPrefix>> = {
  outer_wall: 'w',
  inner_wall: 'w',
  board: 's',
  back: 'b',
  drawer_front: 'f',
  glass_front: 'f',
  door: 'd',
  sliding_door: 'd',
  plinth: 'p',
  bottom: 'l',
  top: 't',
};

/** The label prefix of a wardrobe element, or null for fittings that carry no label (rails, rods, handles). */
export function wardrobeLabelPrefix(el: DesignElement): LabelPrefix | null {
  return LABEL_PREFIX[el.type] ?? null;
}
