/**
 * Every physical part of a shelf as a generic design element (mm). `length/width/height` are the
 * part's own dimensions (what the catalogue matches), `size_x/y/z` its axis-aligned box in the piece
 * and `margin_x/y/z` the box's minimum corner (left, bottom, back).
 */
import { colorHasWoodEffect, woodVariation } from '../../catalogue/colors.ts';
import type { DesignElement, ElementService } from '../../design/element.ts';
import type { Dimensions } from '../family.ts';
import { mm } from '../../units/index.ts';
import type { ShelfColumn, ShelfDesign, ShelfFront } from './design.ts';
import {
  BACKWALL_HEIGHTS,
  BACKWALL_THICKNESS,
  BOARD_THICKNESS,
  DOOR_HEIGHTS,
  DRAWER_BOX_HEIGHTS,
  DRAWER_HEIGHTS,
  FALLBACK_COLOR,
  FRONT_GAP,
  FRONT_THICKNESS,
  HANDLE_MATERIAL_OVERRIDES,
  HANDLE_SIZES,
  HINGE_EDGE_DISTANCE,
  HINGE_SIZE,
  LEG_TYPE_LIMITS,
  METAL_BAR_LENGTHS,
  METAL_BAR_SECTION,
  SECTION_HEIGHT,
  type ShelfStyle,
  hingeCount,
} from './constants.ts';
import { sectionsToHeight, shelfBaseY, shelfMaxDepth, shelfTotalHeight, shelfTotalLength, shelfWallXs, shelfWalls, spanOf } from './geometry.ts';

/** Leg products per style: footprint (x by z), drawing shape and how many stand under each wall. */
export const LEG_SPECS: Readonly<Record<Exclude<ShelfStyle, 'AYR' | 'SOCLE'>, { x: number; z: number; shape: string; perWall: 1 | 2 }>> = {
  LYFT: { x: 40, z: 40, shape: 'box', perWall: 2 },
  NORDYC: { x: 45, z: 45, shape: 'tapered', perWall: 2 },
  CYRCLE: { x: 50, z: 50, shape: 'castor', perWall: 2 },
  CLASSYC: { x: 40, z: 40, shape: 'cylinder', perWall: 2 },
  SPYN: { x: 15, z: 100, shape: 'hairpin', perWall: 2 },
  SLYM: { x: 25, z: 25, shape: 'cylinder', perWall: 2 },
  SHYFT: { x: 50, z: 50, shape: 'angle', perWall: 2 },
  SYMPLE: { x: 12, z: 60, shape: 'flat', perWall: 2 },
  // A frame leg spans the wall's depth less 20 mm at each end; its z is set per wall.
  LYNK: { x: 20, z: 0, shape: 'frame', perWall: 1 },
  PYN: { x: 12, z: 120, shape: 'hairpin', perWall: 2 },
};
/** Inset of legs from the front and back edge, and of a frame leg from both. */
const LEG_INSET = 30;
const FRAME_INSET = 20;
/** Depth and height of the rail a hanging shelf hangs on; its 7 mm are the "no legs" extra height. */
const HANGING_RAIL_WIDTH = 40;
/** A socle segment sits back from the front so toes fit under the shelf; a platform does not. */
const SOCLE_SETBACK = 30;
/** Drawer boxes run 13 mm runners each side and keep 20 mm from the back. */
const DRAWER_RUNNER = 13;
const DRAWER_BACK_GAP = 20;
const HINGE_CUP = { x: 35, z: 12 } as const;
/** Handles sit about a metre above the floor on tall doors, and 30 mm from a front's edge. */
const HANDLE_HEIGHT_ON_DOORS = 1000;
const HANDLE_EDGE = 30;

/** Where an element's corner sits and how far it reaches along x, y and z, mm. */
type Box = Readonly<Record<'x' | 'y' | 'z' | 'sx' | 'sy' | 'sz', number>>;

const colorOf = (color: string | undefined): string => (color === undefined || color === '' ? FALLBACK_COLOR : color);

function element(
  section: string,
  type: string,
  dims: { length: number; width: number; height: number },
  box: Box,
  color: string | undefined,
  shape: string,
  extra?: Partial<DesignElement>,
): DesignElement {
  const c = colorOf(color);
  const e: DesignElement = {
    furniture_type: 'shelf',
    section,
    type,
    length: mm(dims.length),
    width: mm(dims.width),
    height: mm(dims.height),
    color: c,
    shape,
    margin_x: mm(box.x),
    margin_y: mm(box.y),
    margin_z: mm(box.z),
    size_x: mm(box.sx),
    size_y: mm(box.sy),
    size_z: mm(box.sz),
  };
  // Assigned rather than spread into the literal, which is slower; most elements have no extras.
  if (extra !== undefined) Object.assign(e, extra);
  // Same element, same grain: the id is its place in the piece, so a reload shows the same wood.
  if (colorHasWoodEffect(c)) e.variation = woodVariation(`${section}.${type}.${box.x}.${box.y}.${box.z}`);
  return e;
}

function frontElements(
  design: ShelfDesign,
  column: ShelfColumn,
  section: string,
  colX: number,
  front: ShelfFront,
): DesignElement[] {
  const base = shelfBaseY(design);
  const out: DesignElement[] = [];
  const isDoor = front.type === 'door';
  const frontH = (isDoor ? DOOR_HEIGHTS : DRAWER_HEIGHTS)[front.heightInSections] ?? 0;
  const frontL = column.length - 2 * FRONT_GAP;
  const x = colX + FRONT_GAP;
  const y = base + front.sectionIndex * SECTION_HEIGHT + BOARD_THICKNESS + FRONT_GAP;
  const z = column.width - FRONT_THICKNESS;
  out.push(
    element(section, isDoor ? 'door' : 'drawer_front', { length: frontL, width: FRONT_THICKNESS, height: frontH }, { x, y, z, sx: frontL, sy: frontH, sz: FRONT_THICKNESS }, front.color, 'box'),
  );
  if (isDoor) {
    const count = hingeCount(frontH);
    const first = y + HINGE_EDGE_DISTANCE;
    const last = y + frontH - HINGE_EDGE_DISTANCE - HINGE_SIZE;
    const hx = front.hinge === 'left' ? colX : colX + column.length - HINGE_CUP.x;
    for (let k = 0; k < count; k++) {
      const hy = Math.round(first + ((last - first) * k) / (count - 1));
      out.push(
        element(section, 'hinge', { length: HINGE_CUP.x, width: HINGE_CUP.z, height: HINGE_SIZE }, { x: hx, y: hy, z: z - HINGE_CUP.z, sx: HINGE_CUP.x, sy: HINGE_SIZE, sz: HINGE_CUP.z }, 'metal_stainless', 'hinge', { invisible: true }),
      );
    }
  } else {
    const boxH = DRAWER_BOX_HEIGHTS[front.heightInSections] ?? 0;
    const boxL = column.length - 2 * DRAWER_RUNNER;
    const boxW = column.width - FRONT_THICKNESS - DRAWER_BACK_GAP - 1;
    out.push(
      element(section, 'drawer', { length: boxL, width: boxW, height: boxH }, { x: colX + DRAWER_RUNNER, y: y + FRONT_GAP, z: DRAWER_BACK_GAP, sx: boxL, sy: boxH, sz: boxW }, front.color, 'drawer', { invisible: true }),
    );
  }
  if (front.handle.type !== 'none') {
    const size = HANDLE_SIZES[front.handle.type];
    // Bars and grips stand upright on doors and lie flat on drawers.
    const upright = isDoor && front.handle.type !== 'knob';
    const sx = upright ? size.height : size.length;
    const sy = upright ? size.length : size.height;
    const hx = isDoor
      ? front.hinge === 'left'
        ? x + frontL - HANDLE_EDGE - sx
        : x + HANDLE_EDGE
      : x + Math.round((frontL - sx) / 2);
    const hy = isDoor
      ? Math.min(Math.max(HANDLE_HEIGHT_ON_DOORS - Math.round(sy / 2), y + HANDLE_EDGE), y + frontH - HANDLE_EDGE - sy)
      : y + frontH - HANDLE_EDGE - sy;
    const color = colorOf(front.handle.color);
    const material = HANDLE_MATERIAL_OVERRIDES[color];
    out.push(
      element(section, `handle_${front.handle.type}`, size, { x: hx, y: hy, z: column.width, sx, sy, sz: size.width }, color, `handle_${front.handle.type}`, material === undefined ? undefined : { material }),
    );
  }
  return out;
}

/** All parts of a shelf, wall by wall and column by column. */
export function shelfElements(design: ShelfDesign): DesignElement[] {
  const out: DesignElement[] = [];
  const n = design.columns.length;
  if (n === 0) return out;
  const base = shelfBaseY(design);
  const xs = shelfWallXs(design);
  const totalLength = shelfTotalLength(design);
  const sectionOfWall = (i: number): string => `c${Math.min(i, n - 1)}`;

  for (const w of shelfWalls(design)) {
    const h = sectionsToHeight(w.heightInSections);
    const x = xs[w.index] ?? 0;
    // Holes for boards show where the wall rises above the lower neighbouring top board.
    const neighbourTops = [w.left, w.right].filter((c) => c !== undefined).map((c) => c.heightInSections);
    const drilled = w.heightInSections > Math.min(...neighbourTops);
    out.push(
      element(sectionOfWall(w.index), 'wall', { length: w.depth, width: BOARD_THICKNESS, height: h }, { x, y: base, z: 0, sx: BOARD_THICKNESS, sy: h, sz: w.depth }, w.wall.color, 'box', drilled ? { material: 'drilled' } : undefined),
    );
  }

  design.columns.forEach((column, i) => {
    const section = `c${i}`;
    const colX = (xs[i] ?? 0) + BOARD_THICKNESS;
    const doorSpans = column.fronts.filter((f) => f.type === 'door').map(spanOf);
    for (const board of column.boards) {
      const s = board.sectionIndex;
      const y = base + s * SECTION_HEIGHT;
      const isEdge = s === 0 || s === column.heightInSections;
      if (!isEdge && design.boardType === 'metalBar') {
        const barL = METAL_BAR_LENGTHS[column.length] ?? column.length;
        const bx = colX + Math.floor((column.length - barL) / 2);
        const { width: bw, height: bh } = METAL_BAR_SECTION;
        for (const bz of [LEG_INSET, column.width - LEG_INSET - bw]) {
          out.push(
            element(section, 'metal_bar', { length: barL, width: bw, height: bh }, { x: bx, y, z: bz, sx: barL, sy: bh, sz: bw }, design.colors.metalBar, 'bar'),
          );
        }
        continue;
      }
      const type = s === 0 ? 'bottom_board' : s === column.heightInSections ? 'top_board' : 'board';
      // A board behind a door is set back so the inset door can close over it.
      const behindDoor = doorSpans.some((span) => s > span[0] && s < span[1]);
      const sz = behindDoor ? column.width - FRONT_THICKNESS - 1 : column.width;
      out.push(
        element(section, type, { length: column.length, width: column.width, height: BOARD_THICKNESS }, { x: colX, y, z: 0, sx: column.length, sy: BOARD_THICKNESS, sz }, board.color, 'box'),
      );
    }
    for (const b of column.backwalls) {
      const h = BACKWALL_HEIGHTS[b.heightInSections] ?? 0;
      const y = base + b.sectionIndex * SECTION_HEIGHT + BOARD_THICKNESS;
      out.push(
        element(section, 'backwall', { length: column.length, width: BACKWALL_THICKNESS, height: h }, { x: colX, y, z: 0, sx: column.length, sy: h, sz: BACKWALL_THICKNESS }, b.color, 'box'),
      );
    }
    for (const f of column.fronts) out.push(...frontElements(design, column, section, colX, f));
  });

  out.push(...feetElements(design, xs, totalLength));
  return withBaseboardCut(design, out);
}

function feetElements(design: ShelfDesign, xs: readonly number[], totalLength: number): DesignElement[] {
  const out: DesignElement[] = [];
  const n = design.columns.length;
  const feet = design.feet;
  if (feet.type === 'hanging') {
    design.columns.forEach((c, i) => {
      const x = (xs[i] ?? 0) + BOARD_THICKNESS;
      const h = shelfBaseY(design);
      out.push(
        element(`c${i}`, 'hanging_rail', { length: c.length, width: HANGING_RAIL_WIDTH, height: h }, { x, y: 0, z: 0, sx: c.length, sy: h, sz: HANGING_RAIL_WIDTH }, feet.color, 'rail'),
      );
    });
    return out;
  }
  const legH = LEG_TYPE_LIMITS[feet.type].legHeight;
  if (feet.type === 'socle') {
    if (feet.platform) {
      const depth = shelfMaxDepth(design);
      out.push(
        element('c0', 'socle', { length: totalLength, width: depth, height: legH }, { x: 0, y: 0, z: 0, sx: totalLength, sy: legH, sz: depth }, feet.color, 'box'),
      );
      return out;
    }
    // Segments tile the length: each column's own left wall, the last one also the closing wall.
    design.columns.forEach((c, i) => {
      const x = xs[i] ?? 0;
      const length = c.length + BOARD_THICKNESS * (i === n - 1 ? 2 : 1);
      const depth = c.width - SOCLE_SETBACK;
      out.push(
        element(`c${i}`, 'socle', { length, width: depth, height: legH }, { x, y: 0, z: 0, sx: length, sy: legH, sz: depth }, c.socleColor ?? feet.color, 'box'),
      );
    });
    return out;
  }
  const style = design.style === 'AYR' || design.style === 'SOCLE' ? undefined : design.style;
  if (style === undefined) return out;
  const spec = LEG_SPECS[style];
  const type = `leg_${style.toLowerCase()}`;
  const cutDepth = Math.round(design.baseboardCut.depth * 10);
  for (const w of shelfWalls(design)) {
    const wx = (xs[w.index] ?? 0) + BOARD_THICKNESS / 2;
    const x = Math.min(Math.max(Math.round(wx - spec.x / 2), 0), totalLength - spec.x);
    const section = `c${Math.min(w.index, n - 1)}`;
    if (spec.perWall === 1) {
      const depth = w.depth - 2 * FRAME_INSET;
      out.push(
        element(section, type, { length: spec.x, width: depth, height: legH }, { x, y: 0, z: FRAME_INSET, sx: spec.x, sy: legH, sz: depth }, feet.color, spec.shape),
      );
      continue;
    }
    // Back legs keep clear of a baseboard cut.
    const back = Math.max(LEG_INSET, cutDepth + 10);
    for (const z of [back, w.depth - LEG_INSET - spec.z]) {
      out.push(
        element(section, type, { length: spec.x, width: spec.z, height: legH }, { x, y: 0, z, sx: spec.x, sy: legH, sz: spec.z }, feet.color, spec.shape),
      );
    }
  }
  return out;
}

const CUTTABLE = new Set(['wall', 'bottom_board', 'socle', 'backwall']);

/** Parts at the back that reach down into the baseboard cut carry the cut as a service (heights in cm). */
function withBaseboardCut(design: ShelfDesign, elements: DesignElement[]): DesignElement[] {
  const { height, depth } = design.baseboardCut;
  if (height <= 0 || depth <= 0) return elements;
  const service: ElementService = { type: 'baseboard_cut', height, depth };
  return elements.map((e) => {
    if (!(CUTTABLE.has(e.type) && e.margin_y < height * 10 && e.margin_z < depth * 10)) return e;
    // A copy, then the member: V8 copies `{ ...e }` alone on a fast path, not so with more members.
    const cut = { ...e };
    cut.services = [service];
    return cut;
  });
}

/** Overall length, depth and height from the model. */
export function shelfDimensions(design: ShelfDesign): Dimensions {
  return { length: mm(shelfTotalLength(design)), width: mm(shelfMaxDepth(design)), height: mm(shelfTotalHeight(design)) };
}

/** The columns as selectable sections, named with their size. */
export function shelfSections(design: ShelfDesign): { id: string; label: string }[] {
  return design.columns.map((c, i) => ({ id: `c${i}`, label: `Column ${i + 1} (${c.length / 10} × ${c.width / 10} cm, ${c.heightInSections} sections)` }));
}
