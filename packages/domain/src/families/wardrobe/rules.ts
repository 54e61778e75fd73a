/** Business rules of the wardrobe (configurators.md §5, §9), each with a path, a stable code and a message. */
import type { ValidationResult } from '../../design/issue.ts';
import type { AssemblyRecommendation } from '../family.ts';
import { baseboardCutCheck } from '../kit/features.ts';
import type { MessageParams } from '../../messages/format.ts';
import { IssueList } from '../kit/issues.ts';
import {
  CORPUS_COLORS,
  DEPTH_SLIDING,
  DEPTH_TURNING,
  DOOR_COLORS,
  DRILLING_PITCH,
  HANDLE_COLORS,
  HANDLES_FOR,
  HEIGHT_WARNING_ABOVE,
  INTERIORS,
  MAX_HEIGHT,
  MAX_TOTAL_LENGTH,
  MIN_HEIGHT,
  OUTER_WALL,
  OUTER_WALL_COLORS,
  SLIDING_WIDTHS,
  TURNING_WIDTHS,
  WARDROBE_HEIGHTS,
  WALL_DEPTHS,
  compartmentCount,
  compartmentWidth,
  doorTypeOfWidth,
  holeCount,
} from './constants.ts';
import type { Interior, WardrobeDesign } from './design.ts';
import { WARDROBE_ISSUES } from './messages.ts';

const mm = (v: number) => ({ mm: v });

/** The parameters of a module width we do not build: the width and the widths of each door type. */
export function wardrobeWidthParams(module: number, width: number): MessageParams {
  return { module, width: mm(width), turning: { anyOf: TURNING_WIDTHS.map(mm) }, sliding: { anyOf: SLIDING_WIDTHS.map(mm) } };
}

/** Outer length: modules plus the two outer walls. */
export function wardrobeTotalLength(design: WardrobeDesign): number {
  return design.modules.reduce((sum, m) => sum + m.length, 0) + 2 * OUTER_WALL;
}

/** The outer wall depth actually built: the chosen one, else what the doors need. */
export function wardrobeDepth(design: WardrobeDesign): number {
  if (design.depth !== undefined) return design.depth;
  return design.modules.some((m) => m.doors.type === 'sliding') ? DEPTH_SLIDING : DEPTH_TURNING;
}

/** Holes an interior blocks in its compartment: from its clearance below to its top. */
export function interiorBand(interior: Interior): { from: number; to: number } {
  const spec = INTERIORS[interior.type];
  return { from: interior.position - spec.clearanceBelow, to: interior.position + spec.size };
}


/** Assembly (shop.md §9) is always recommended; sliding doors need their rails levelled and runners adjusted on site. */
export function wardrobeAssemblyRecommendation(design: WardrobeDesign): AssemblyRecommendation {
  return design.modules.some((m) => m.doors.type === 'sliding') ? 'strongly_recommended' : 'recommended';
}

/** All errors and warnings of a wardrobe design. */
export function wardrobeValidate(design: WardrobeDesign): ValidationResult {
  const issues = new IssueList('wardrobe', WARDROBE_ISSUES);
  const err = (path: string, rule: string, params?: MessageParams): void => issues.error(path, rule, params);

  // Height.
  if (!WARDROBE_HEIGHTS.includes(design.height)) {
    err('height', 'height.grid', { height: mm(design.height), min: mm(MIN_HEIGHT), max: mm(MAX_HEIGHT), step: mm(DRILLING_PITCH) });
  } else if (design.height > HEIGHT_WARNING_ABOVE) {
    const ceiling = Math.ceil(Math.hypot(design.height, wardrobeDepth(design)));
    issues.warn('height', 'height.tall', { height: mm(design.height), limit: mm(HEIGHT_WARNING_ABOVE), ceiling: mm(ceiling) });
  }

  // Depth.
  if (design.depth !== undefined) {
    if (!(WALL_DEPTHS as readonly number[]).includes(design.depth)) {
      err('depth', 'depth.value', { depth: mm(design.depth), depths: { anyOf: WALL_DEPTHS.map(mm) } });
    } else if (design.depth === DEPTH_TURNING && design.modules.some((m) => m.doors.type === 'sliding')) {
      err('depth', 'depth.sliding', { depth: mm(DEPTH_SLIDING) });
    }
  }

  // Modules and total length.
  if (design.modules.length === 0) err('modules', 'modules.empty');
  const total = wardrobeTotalLength(design);
  if (total > MAX_TOTAL_LENGTH) err('modules', 'length.max', { length: mm(total), max: mm(MAX_TOTAL_LENGTH), excess: mm(total - MAX_TOTAL_LENGTH) });

  const holes = holeCount(design.height);

  design.modules.forEach((module, mi) => {
    const at = `modules.${mi}`;
    const n = mi + 1;
    const widthType = doorTypeOfWidth(module.length);
    if (widthType === undefined) {
      err(`${at}.length`, 'module.length', wardrobeWidthParams(n, module.length));
    } else if (widthType !== module.doors.type) {
      const widths = module.doors.type === 'turning' ? TURNING_WIDTHS : SLIDING_WIDTHS;
      err(`${at}.doors.type`, 'module.door_type', { module: n, width: mm(module.length), takes: widthType, doors: module.doors.type, widths: { anyOf: widths.map(mm) } });
    }

    // Colours.
    if (!(CORPUS_COLORS as readonly string[]).includes(module.corpus.color)) {
      err(`${at}.corpus.color`, 'corpus.color', { module: n, color: { color: module.corpus.color } });
    }
    const { body, handles } = module.doors.colors;
    if (!(DOOR_COLORS as readonly string[]).includes(body)) err(`${at}.doors.colors.body`, 'door.color', { color: { color: body }, module: n });

    // Handles.
    const handle = module.doors.handle;
    if (!HANDLES_FOR[module.doors.type].includes(handle)) {
      err(`${at}.doors.handle`, 'handle.door_type', { handle: { term: `handle.${handle}` }, allowed: { anyOf: HANDLES_FOR.sliding.map((h) => ({ term: `handle.${h}` })) }, module: n });
    }
    if (handle === 'fyx') {
      if (handles !== null) err(`${at}.doors.colors.handles`, 'handle.fyx_color', { module: n });
      if (body.startsWith('mirror_')) err(`${at}.doors.handle`, 'handle.fyx_mirror', { module: n });
    } else if (handles === null) {
      err(`${at}.doors.colors.handles`, 'handle.color_missing', { module: n, handle: { term: `handle.${handle}` } });
    } else if (!(HANDLE_COLORS as readonly string[]).includes(handles)) {
      err(`${at}.doors.colors.handles`, 'handle.color', { allowed: { anyOf: HANDLE_COLORS.map((c) => ({ color: c })) }, color: { color: handles } });
    }

    // Interiors.
    const compartments = widthType === undefined ? 1 : compartmentCount(module.length);
    const compWidth = widthType === undefined ? module.length : compartmentWidth(module.length);
    module.corpus.interiors.forEach((interior, ii) => {
      const ip = `${at}.corpus.interiors.${ii}`;
      const spec = INTERIORS[interior.type];
      const what = { interior: { term: `interior.${interior.type}` }, hole: interior.position, module: n };
      if (interior.compartment >= compartments) {
        err(`${ip}.compartment`, 'interior.compartment', { ...what, compartment: interior.compartment + 1, compartments });
      }
      if (spec.colored) {
        if (interior.color === null || !(CORPUS_COLORS as readonly string[]).includes(interior.color)) {
          err(`${ip}.color`, 'interior.color', { ...what, reason: 'notCorpus', allowed: { anyOf: CORPUS_COLORS.map((c) => ({ color: c })) } });
        }
      } else if (interior.color !== null) {
        err(`${ip}.color`, 'interior.color', { ...what, reason: 'metal' });
      }
      if (interior.position % spec.step !== 0) {
        err(`${ip}.position`, 'interior.step', {
          ...what,
          step: spec.step,
          below: Math.floor(interior.position / spec.step) * spec.step,
          above: Math.ceil(interior.position / spec.step) * spec.step,
        });
      }
      const band = interiorBand(interior);
      if (band.from < 0) {
        err(`${ip}.position`, 'interior.grid', {
          ...what,
          reason: 'clearance',
          holes: spec.clearanceBelow,
          clearance: mm(spec.clearanceBelow * DRILLING_PITCH),
          lowest: Math.ceil(spec.clearanceBelow / spec.step) * spec.step,
        });
      } else if (band.to > holes) {
        err(`${ip}.position`, 'interior.grid', { ...what, reason: 'top', top: holes - 1 });
      }
      if (!spec.widths.includes(compWidth)) {
        err(`${ip}.type`, 'interior.width', { interior: what.interior, widths: { anyOf: spec.widths.map(mm) }, module: n, width: mm(compWidth) });
      }
      // Overlaps with earlier interiors of the same compartment; each pair is reported once.
      for (let j = 0; j < ii; j++) {
        const other = module.corpus.interiors[j];
        if (other === undefined || other.compartment !== interior.compartment) continue;
        const ob = interiorBand(other);
        if (band.from < ob.to && ob.from < band.to) {
          err(`${ip}.position`, 'interior.overlap', { ...what, other: { term: `interior.${other.type}` }, otherHole: other.position });
        }
      }
    });
  });

  // Outer walls.
  for (const side of ['wallLeft', 'wallRight'] as const) {
    const color = design[side].color;
    if (!OUTER_WALL_COLORS.includes(color as (typeof OUTER_WALL_COLORS)[number])) {
      err(`${side}.color`, 'wall.color', { color: { color }, side: side === 'wallLeft' ? 'left' : 'right' });
    }
  }

  // Baseboard cut.
  if (design.baseboardCut !== undefined) baseboardCutCheck(design.baseboardCut, issues);
  return issues.result();
}
