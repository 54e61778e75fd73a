/**
 * The physical model of a sofa: each module as boxes in its own frame, the layout that joins the
 * modules left to right and turns at corners, and the design elements and dimensions derived from it.
 */
import type { DesignElement } from '../../design/element.ts';
import { mm } from '../../units/index.ts';
import type { Dimensions } from '../family.ts';
import { coverSku, cushionVariation } from './covers.ts';
import type { SofaLine } from './line.ts';
import type { ColorGroup, SofaDesign, SofaLegType, SofaModule } from './types.ts';

/** Laminate black: glides, mechanisms and pyllow legs. */
export const HARDWARE_COLOR = 'black_u12001';

type PartGroup = ColorGroup | 'legs' | 'hardware';

/** A box in the module's own frame: x along the module from its left end, z from its back, y up. */
interface LocalPart {
  type: string;
  group: PartGroup;
  x: number;
  y: number;
  z: number;
  l: number;
  d: number;
  h: number;
  shape: string;
  variation?: number;
  invisible?: boolean;
}

export interface ModuleModel {
  index: number;
  /** Own-frame length including armrests or side panels. */
  length: number;
  /** Own-frame depth including a lounge extension. */
  depth: number;
  parts: LocalPart[];
}

/** Where a module sits: its footprint's min corner and its turn (0 back run, 90 left arm, -90 right arm). */
export interface Placement {
  index: number;
  x: number;
  z: number;
  rotation: 0 | 90 | -90;
  joined: boolean;
}

export type LayoutShape = `${'i' | 'L' | 'U'}${1 | 2 | 3 | 4}`;
/** Every layout shape key, for camera tables. */
export const LAYOUT_SHAPES: readonly LayoutShape[] = (['i', 'L', 'U'] as const).flatMap((s) =>
  ([1, 2, 3, 4] as const).map((n): LayoutShape => `${s}${n}`),
);

/** True for modules that stand free in front of the sofa instead of joining it. */
export function moduleIsFree(m: SofaModule): boolean {
  return m.ottomanMode;
}

/** Height the body of a module stands on: legs, or glides for lines without legs. */
export function floorOffset(line: SofaLine, design: SofaDesign): number {
  if (line.legs === 'design') return line.legHeights[design.legs?.height ?? line.defaultLegs.height];
  if (line.legs === 'module') return line.legHeights.normal;
  return line.glideHeight;
}

/** Number of seat (and back) cushions of a seat-like module (one-cushion lists of §5). */
export function cushionCount(line: SofaLine, m: SofaModule): number {
  if (m.type === 'extension') return 1;
  if (m.type === 'edge') return line.oneCushionEnds.includes(m.moduleLength) ? 1 : 2;
  if (m.type === 'base' && !m.sleepingMode && line.oneCushionModules.includes(m.moduleLength)) return 1;
  return 2;
}

/** Depth a lounge extension adds in front: square as deep as the module is long, else the line default. */
export function extensionDepthOf(line: SofaLine, m: SofaModule): number {
  return m.extensionsSquare ? m.moduleLength : line.extensionDepth;
}

/** True for flayr's open storage module (a square box in the run instead of a seat). */
export function moduleIsStorageBox(line: SofaLine, m: SofaModule): boolean {
  return m.storageMode && m.type === 'base' && line.storageModuleSizes.length > 0;
}

/** Derived back cushion length of a module (0 when it has no back cushion). */
export function backCushionLengthOf(line: SofaLine, m: SofaModule): number {
  if (m.ottomanMode || moduleIsStorageBox(line, m) || m.type === 'armrest') return 0;
  const bd = line.geometry.backrestDepth;
  if (m.type === 'corner') return m.moduleLength - bd;
  const seat = m.type === 'edge' ? m.moduleLength - bd : m.moduleLength;
  return seat / cushionCount(line, m);
}

function legParts(line: SofaLine, type: SofaLegType, height: number, length: number, depth: number): LocalPart[] {
  const inset = 40 + (line.legOffsets[type] ?? 0);
  if (type === 'frame') {
    return [inset, length - inset - 30].map((x) => ({
      type: 'leg_frame', group: 'legs', x, y: 0, z: 40, l: 30, d: depth - 80, h: height, shape: 'frame',
    }));
  }
  const size = type === 'corner' ? 60 : 40;
  const parts: LocalPart[] = [];
  for (const x of [inset, length - inset - size]) {
    for (const z of [inset, depth - inset - size]) {
      parts.push({ type: `leg_${type}`, group: 'legs', x, y: 0, z, l: size, d: size, h: height, shape: type === 'slanted' ? 'slanted_leg' : 'box' });
    }
  }
  return parts;
}

function glideParts(line: SofaLine, length: number, depth: number): LocalPart[] {
  const parts: LocalPart[] = [];
  for (const x of [40, length - 80]) {
    for (const z of [40, depth - 80]) {
      parts.push({ type: 'glide', group: 'hardware', x, y: 0, z, l: 40, d: 40, h: line.glideHeight, shape: 'cylinder' });
    }
  }
  return parts;
}

/** The boxes of one module in its own frame. */
export function moduleModel(line: SofaLine, design: SofaDesign, m: SofaModule, index: number): ModuleModel {
  const g = line.geometry;
  const f = floorOffset(line, design);
  const H = m.moduleHeight;
  const baseH = g.baseHeight(H);
  const backH = g.backrestHeight(H);
  const armH = g.armrestHeight(H);
  const seatH = g.seatCushionHeight;
  const bd = g.backrestDepth;
  const bt = g.backCushionThickness;
  const L = m.moduleLength;
  const D = m.moduleDepth;
  const parts: LocalPart[] = [];
  let length = L;
  let depth = D;

  const backCushionY = (seatTop: number): number => (g.backCushionOnSeat ? seatTop : f + baseH);
  const seatZ = g.backCushionOnSeat ? bd : bd + bt;
  const addBackCushions = (x0: number, x1: number, n: number): void => {
    const each = (x1 - x0) / n;
    for (let i = 0; i < n; i++) {
      const y = backCushionY(f + baseH + seatH);
      parts.push({ type: 'back_cushion', group: 'backCushion', x: x0 + i * each, y, z: bd, l: each, d: bt, h: m.backCushionHeight, shape: 'cushion', variation: cushionVariation('back', index, i) });
      if (line.roundedCushions) {
        const rc = g.roundedCushionSize;
        parts.push({ type: 'rounded_cushion', group: 'backCushion', x: x0 + i * each, y: y + m.backCushionHeight, z: bd, l: each, d: rc, h: rc, shape: 'roll', variation: cushionVariation('back', index, i + 4) });
      }
    }
  };

  if (m.ottomanMode) {
    parts.push({ type: 'ottoman_base', group: 'base', x: 0, y: f, z: 0, l: L, d: D, h: baseH, shape: 'box' });
    parts.push({ type: 'ottoman_cushion', group: 'cushion', x: 0, y: f + baseH, z: 0, l: L, d: D, h: seatH, shape: 'cushion', variation: cushionVariation('seat', index, 0) });
  } else if (moduleIsStorageBox(line, m)) {
    parts.push({ type: 'storage_module', group: 'base', x: 0, y: f, z: 0, l: L, d: D, h: baseH + seatH, shape: 'open_box' });
  } else if (m.type === 'corner') {
    const left = m.direction === 'left';
    const C = L;
    depth = C;
    const inner0 = left ? bd : 0;
    const inner1 = left ? C : C - bd;
    parts.push({ type: 'corner_backrest', group: 'backrest', x: 0, y: f, z: 0, l: C, d: bd, h: backH, shape: 'box' });
    parts.push({ type: 'corner_side_backrest', group: 'backrest', x: left ? 0 : C - bd, y: f, z: bd, l: bd, d: C - bd, h: backH, shape: 'box' });
    parts.push({ type: 'corner_base', group: 'base', x: inner0, y: f, z: bd, l: C - bd, d: C - bd, h: baseH, shape: 'box' });
    const onSeat = g.backCushionOnSeat;
    const seatX0 = onSeat ? inner0 : left ? inner0 + bt : inner0;
    const seatX1 = onSeat ? inner1 : left ? inner1 : inner1 - bt;
    parts.push({ type: 'corner_seat_cushion', group: 'cushion', x: seatX0, y: f + baseH, z: seatZ, l: seatX1 - seatX0, d: C - seatZ, h: seatH, shape: 'cushion', variation: cushionVariation('seat', index, 0) });
    const by = backCushionY(f + baseH + seatH);
    parts.push({ type: 'corner_back_cushion', group: 'backCushion', x: inner0, y: by, z: bd, l: C - bd, d: bt, h: m.backCushionHeight, shape: 'cushion', variation: cushionVariation('back', index, 0) });
    parts.push({ type: 'corner_side_back_cushion', group: 'backCushion', x: left ? bd : C - bd - bt, y: by, z: bd + bt, l: bt, d: C - bd - bt, h: m.backCushionHeight, shape: 'cushion', variation: cushionVariation('back', index, 1) });
  } else {
    const extension = m.type === 'extension';
    const [sL, sR] = extension ? m.extensionsLength : m.armrestLength;
    length = sL + L + sR;
    const extDepth = extension ? extensionDepthOf(line, m) : 0;
    depth = D + extDepth;
    const sideType = extension ? 'extension_side' : 'armrest';
    if (sL > 0) parts.push({ type: sideType, group: 'armrest', x: 0, y: f, z: 0, l: sL, d: depth, h: armH, shape: 'box' });
    if (sR > 0) parts.push({ type: sideType, group: 'armrest', x: sL + L, y: f, z: 0, l: sR, d: depth, h: armH, shape: 'box' });
    let x0 = sL;
    let x1 = sL + L;
    parts.push({ type: 'backrest', group: 'backrest', x: x0, y: f, z: 0, l: L, d: bd, h: backH, shape: 'box' });
    if (m.type === 'edge') {
      const sideX = m.direction === 'right' ? x1 - bd : x0;
      parts.push({ type: 'side_backrest', group: 'backrest', x: sideX, y: f, z: bd, l: bd, d: D - bd, h: backH, shape: 'box' });
      if (m.direction === 'right') x1 -= bd;
      else x0 += bd;
    }
    parts.push({ type: 'base', group: 'base', x: x0, y: f, z: bd, l: x1 - x0, d: D - bd, h: baseH, shape: 'box' });
    if (extension) {
      parts.push({ type: 'extension_base', group: 'base', x: x0, y: f, z: D, l: x1 - x0, d: extDepth, h: baseH, shape: 'box' });
      parts.push({ type: 'lounge_cushion', group: 'cushion', x: x0, y: f + baseH, z: seatZ, l: x1 - x0, d: depth - seatZ, h: seatH, shape: 'cushion', variation: cushionVariation('seat', index, 0) });
      addBackCushions(x0, x1, 1);
    } else {
      const n = cushionCount(line, m);
      const each = (x1 - x0) / n;
      for (let i = 0; i < n; i++) {
        parts.push({ type: 'seat_cushion', group: 'cushion', x: x0 + i * each, y: f + baseH, z: seatZ, l: each, d: D - seatZ, h: seatH, shape: 'cushion', variation: cushionVariation('seat', index, i) });
      }
      addBackCushions(x0, x1, n);
    }
    // Mechanisms sit inside the base: real parts with a SKU, never drawn.
    if (m.sleepingMode) {
      parts.push({ type: 'sleeping_mechanism', group: 'hardware', x: x0 + 20, y: f, z: bd + 20, l: x1 - x0 - 40, d: D - bd - 40, h: baseH - 20, shape: 'box', invisible: true });
    } else if (m.storageMode) {
      parts.push({ type: 'storage_box', group: 'hardware', x: x0 + 20, y: f, z: bd + 20, l: x1 - x0 - 40, d: D - bd - 40, h: baseH - 20, shape: 'box', invisible: true });
    }
  }

  if (line.legs === 'none') parts.push(...glideParts(line, length, depth));
  else {
    const type = line.legs === 'design' ? (design.legs?.type ?? line.defaultLegs.type) : (m.legType ?? line.defaultLegs.type);
    parts.push(...legParts(line, type, f, length, depth));
  }
  return { index, length, depth, parts };
}

/** Places the modules: the back run along x, a left arm before a left corner, a right arm after a right corner. */
export function layoutPlacements(models: readonly ModuleModel[], modules: readonly SofaModule[]): Placement[] {
  const placements: Placement[] = [];
  const chain = models.filter((mm_) => !moduleIsFree(modules[mm_.index]!));
  const corners = chain.filter((c) => modules[c.index]!.type === 'corner');
  const first = corners[0];
  const leftCorner = first !== undefined && modules[first.index]!.direction === 'left' ? first : undefined;
  const rightCorner = corners.find((c) => c !== leftCorner);
  const leftPos = leftCorner === undefined ? -1 : chain.indexOf(leftCorner);
  const rightPos = rightCorner === undefined ? chain.length : chain.indexOf(rightCorner);

  const leftArm = chain.slice(0, Math.max(leftPos, 0));
  const back = chain.slice(Math.max(leftPos, 0), rightPos + 1);
  const rightArm = chain.slice(rightPos + 1);

  const leftC = leftCorner?.length ?? 0;
  const armLength = leftArm.reduce((s, m) => s + m.length, 0);
  let cum = 0;
  for (const m of leftArm) {
    placements.push({ index: m.index, x: 0, z: leftC + armLength - cum - m.length, rotation: 90, joined: true });
    cum += m.length;
  }
  let x = 0;
  let rightX = 0;
  for (const m of back) {
    placements.push({ index: m.index, x, z: 0, rotation: 0, joined: true });
    if (m === rightCorner) rightX = x;
    x += m.length;
  }
  const rightC = rightCorner?.length ?? 0;
  cum = 0;
  for (const m of rightArm) {
    placements.push({ index: m.index, x: rightX + rightC - m.depth, z: rightC + cum, rotation: -90, joined: true });
    cum += m.length;
  }
  // Ottomans stand free, 400 mm in front of the sofa, left to right with 200 mm between them.
  const sofaDepth = placements.reduce((d, p) => {
    const m = models.find((mm_) => mm_.index === p.index)!;
    return Math.max(d, p.z + (p.rotation === 0 ? m.depth : m.length));
  }, 0);
  let ox = 0;
  for (const m of models) {
    if (!moduleIsFree(modules[m.index]!)) continue;
    placements.push({ index: m.index, x: ox, z: sofaDepth === 0 ? 0 : sofaDepth + 400, rotation: 0, joined: false });
    ox += m.length + 200;
  }
  return placements.sort((a, b) => a.index - b.index);
}

/** World footprint rectangle of a placed module. */
function footprint(m: ModuleModel, p: Placement): { x0: number; x1: number; z0: number; z1: number } {
  const sx = p.rotation === 0 ? m.length : m.depth;
  const sz = p.rotation === 0 ? m.depth : m.length;
  return { x0: p.x, x1: p.x + sx, z0: p.z, z1: p.z + sz };
}

export interface SofaModel {
  modules: ModuleModel[];
  placements: Placement[];
  /** Bounds of the joined sofa (or of the ottomans when the design has nothing else). */
  bounds: { length: number; depth: number; height: number };
  shape: LayoutShape;
}

/** Builds the whole model of a design. */
export function sofaModel(line: SofaLine, design: SofaDesign): SofaModel {
  const modules = design.modules.map((m, i) => moduleModel(line, design, m, i));
  const placements = layoutPlacements(modules, design.modules);
  const joined = placements.some((p) => p.joined);
  let x0 = Infinity, x1 = -Infinity, z0 = Infinity, z1 = -Infinity, height = 0;
  for (const p of placements) {
    if (joined && !p.joined) continue;
    const m = modules[p.index]!;
    const r = footprint(m, p);
    x0 = Math.min(x0, r.x0); x1 = Math.max(x1, r.x1); z0 = Math.min(z0, r.z0); z1 = Math.max(z1, r.z1);
    for (const part of m.parts) height = Math.max(height, part.y + part.h);
  }
  const length = placements.length === 0 ? 0 : x1 - x0;
  const depth = placements.length === 0 ? 0 : z1 - z0;
  const corners = design.modules.filter((m) => m.type === 'corner' && !moduleIsFree(m)).length;
  const kind = corners === 0 ? 'i' : corners === 1 ? 'L' : 'U';
  const size = Math.max(length, depth);
  const sizeClass = size <= 2500 ? 1 : size <= 5000 ? 2 : size <= 7500 ? 3 : 4;
  return { modules, placements, bounds: { length, depth, height }, shape: `${kind}${sizeClass}` };
}

/** The layout shape (i1-i4, L1-L4, U1-U4) that picks the camera angles. */
export function sofaLayoutShape(line: SofaLine, design: SofaDesign): LayoutShape {
  return sofaModel(line, design).shape;
}

/** Colour of a part group of a module: pyllow per module, the others from the design's left/right pairs. */
export function colorOf(design: SofaDesign, index: number, group: PartGroup): string {
  const m = design.modules[index];
  if (group === 'legs') return design.legs?.color ?? HARDWARE_COLOR;
  if (group === 'hardware') return HARDWARE_COLOR;
  if (m?.colors !== undefined) {
    if (group === 'armrest') return m.colors.armrest;
    if (group === 'backCushion') return m.colors.backCushion;
    return m.colors.cushion;
  }
  const side = index < design.modules.length / 2 ? 0 : 1;
  const c = design.colors;
  const pair = group === 'base' ? (c.base ?? c.color) : group === 'backrest' ? (c.backrest ?? c.color) : c[group];
  return (pair ?? c.cushion)[side];
}

/** Design elements of a sofa in millimetres; margins are world min corners, rotation_y the module's turn. */
export function sofaElements(line: SofaLine, design: SofaDesign, model: SofaModel = sofaModel(line, design)): DesignElement[] {
  const elements: DesignElement[] = [];
  for (const p of model.placements) {
    const m = model.modules[p.index]!;
    for (const part of m.parts) {
      let wx: number;
      let wz: number;
      if (p.rotation === 0) {
        wx = p.x + part.x;
        wz = p.z + part.z;
      } else if (p.rotation === 90) {
        wx = p.x + part.z;
        wz = p.z + m.length - (part.x + part.l);
      } else {
        wx = p.x + m.depth - (part.z + part.d);
        wz = p.z + part.x;
      }
      const color = colorOf(design, p.index, part.group);
      const upholstered = part.group !== 'legs' && part.group !== 'hardware';
      const cover = upholstered ? coverSku(color) : undefined;
      const element: DesignElement = {
        furniture_type: line.furnitureType,
        section: `m${p.index}`,
        type: part.type,
        length: mm(part.l),
        width: mm(part.d),
        height: mm(part.h),
        color,
        shape: part.shape,
        material: upholstered ? 'upholstery' : part.group === 'legs' ? 'leg' : 'hardware',
        margin_x: mm(round(wx)),
        margin_y: mm(round(part.y)),
        margin_z: mm(round(wz)),
      };
      if (cover !== undefined) element.cover_sku = cover;
      if (part.variation !== undefined) element.variation = part.variation;
      if (p.rotation !== 0) {
        // Turned parts: size_x/size_z are the world extents, so the scene's centre is right; the mesh is
        // built from length/height/width and turned by rotation_y about that centre.
        element.rotation_y = p.rotation;
        element.size_x = mm(part.d);
        element.size_y = mm(part.h);
        element.size_z = mm(part.l);
      }
      if (part.invisible === true) element.invisible = true;
      elements.push(element);
    }
  }
  return elements;
}

const round = (v: number): number => Math.round(v * 10) / 10;

/** Overall dimensions of the sofa from the model: length (x), width (depth, z), height. */
export function sofaDimensions(model: SofaModel): Dimensions {
  return { length: mm(model.bounds.length), width: mm(model.bounds.depth), height: mm(model.bounds.height) };
}
