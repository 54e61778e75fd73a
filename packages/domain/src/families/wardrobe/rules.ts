/** Business rules of the wardrobe (configurators.md §5, §9), each with a path, a stable code and a message. */
import type { ValidationResult } from '../../design/issue.ts';
import type { AssemblyRecommendation } from '../family.ts';
import { baseboardCutCheck } from '../kit/features.ts';
import { IssueList, listOr } from '../kit/issues.ts';
import {
  CORPUS_COLORS,
  DEPTH_SLIDING,
  DEPTH_TURNING,
  DOOR_COLORS,
  HANDLE_COLORS,
  HANDLE_NAMES,
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

const list = (values: readonly (number | string)[], unit = ''): string => listOr(values.map((v) => `${v}${unit}`));

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

const interiorName = (i: Interior): string => INTERIORS[i.type].name.toLowerCase();

/** Assembly (shop.md §9) is always recommended; sliding doors need their rails levelled and runners adjusted on site. */
export function wardrobeAssemblyRecommendation(design: WardrobeDesign): AssemblyRecommendation {
  return design.modules.some((m) => m.doors.type === 'sliding') ? 'strongly_recommended' : 'recommended';
}

/** All errors and warnings of a wardrobe design. */
export function wardrobeValidate(design: WardrobeDesign): ValidationResult {
  const issues = new IssueList('wardrobe');
  const err = (path: string, code: string, message: string): void => issues.error(path, code, message);

  // Height.
  if (!WARDROBE_HEIGHTS.includes(design.height)) {
    err(
      'height',
      'height.grid',
      `A height of ${design.height} mm is not offered; choose between ${MIN_HEIGHT} and ${MAX_HEIGHT} mm in steps of 32 mm (${MIN_HEIGHT}, ${MIN_HEIGHT + 32}, ${MIN_HEIGHT + 64}, …).`,
    );
  } else if (design.height > HEIGHT_WARNING_ABOVE) {
    const diagonal = Math.ceil(Math.hypot(design.height, wardrobeDepth(design)));
    issues.warn(
      'height',
      'height.tall',
      `At ${design.height} mm the wardrobe is taller than ${HEIGHT_WARNING_ABOVE} mm: check that your ceiling is at least ${diagonal} mm high, so it can be tilted upright during assembly.`,
    );
  }

  // Depth.
  if (design.depth !== undefined) {
    if (!(WALL_DEPTHS as readonly number[]).includes(design.depth)) {
      err('depth', 'depth.value', `A depth of ${design.depth} mm is not offered; choose ${DEPTH_TURNING} or ${DEPTH_SLIDING} mm.`);
    } else if (design.depth === DEPTH_TURNING && design.modules.some((m) => m.doors.type === 'sliding')) {
      err(
        'depth',
        'depth.sliding',
        `Sliding doors run in front of the corpus and need the ${DEPTH_SLIDING} mm depth; choose ${DEPTH_SLIDING} mm or turning doors only.`,
      );
    }
  }

  // Modules and total length.
  if (design.modules.length === 0) {
    err('modules', 'modules.empty', 'A wardrobe needs at least one module; add one.');
  }
  const total = wardrobeTotalLength(design);
  if (total > MAX_TOTAL_LENGTH) {
    err(
      'modules',
      'length.max',
      `The wardrobe is ${total} mm long; the longest we build is ${MAX_TOTAL_LENGTH} mm. Remove a module or choose narrower ones (${total - MAX_TOTAL_LENGTH} mm too long).`,
    );
  }

  const holes = holeCount(design.height);

  design.modules.forEach((module, mi) => {
    const at = `modules.${mi}`;
    const name = `Module ${mi + 1}`;
    const widthType = doorTypeOfWidth(module.length);
    if (widthType === undefined) {
      err(
        `${at}.length`,
        'module.length',
        `${name} is ${module.length} mm wide; choose ${list(TURNING_WIDTHS, ' mm')} for turning doors or ${list(SLIDING_WIDTHS, ' mm')} for sliding doors.`,
      );
    } else if (widthType !== module.doors.type) {
      const widths = module.doors.type === 'turning' ? TURNING_WIDTHS : SLIDING_WIDTHS;
      err(
        `${at}.doors.type`,
        'module.door_type',
        `${name} is ${module.length} mm wide, which takes ${widthType} doors; ${module.doors.type} doors need a width of ${list(widths, ' mm')}.`,
      );
    }

    // Colours.
    if (!(CORPUS_COLORS as readonly string[]).includes(module.corpus.color)) {
      err(`${at}.corpus.color`, 'corpus.color', `The corpus of ${name.toLowerCase()} can only be minimal laminate or wood; "${module.corpus.color}" is not offered for it.`);
    }
    const { body, handles } = module.doors.colors;
    if (!(DOOR_COLORS as readonly string[]).includes(body)) {
      err(`${at}.doors.colors.body`, 'door.color', `The colour "${body}" is not offered for the doors of ${name.toLowerCase()}.`);
    }

    // Handles.
    const handle = module.doors.handle;
    if (!HANDLES_FOR[module.doors.type].includes(handle)) {
      err(
        `${at}.doors.handle`,
        'handle.door_type',
        `${HANDLE_NAMES[handle]}s stick out and would block sliding doors; choose ${list(HANDLES_FOR.sliding.map((h) => HANDLE_NAMES[h]))} for ${name.toLowerCase()}.`,
      );
    }
    if (handle === 'fyx') {
      if (handles !== null) {
        err(`${at}.doors.colors.handles`, 'handle.fyx_color', `Fyx grips are milled into the door and take its colour; remove the handle colour of ${name.toLowerCase()}.`);
      }
      if (body.startsWith('mirror_')) {
        err(`${at}.doors.handle`, 'handle.fyx_mirror', `A Fyx grip cannot be milled into a mirror door; choose another handle or door colour for ${name.toLowerCase()}.`);
      }
    } else if (handles === null) {
      err(`${at}.doors.colors.handles`, 'handle.color_missing', `Choose a colour for the ${HANDLE_NAMES[handle].toLowerCase()}s of ${name.toLowerCase()}.`);
    } else if (!(HANDLE_COLORS as readonly string[]).includes(handles)) {
      err(`${at}.doors.colors.handles`, 'handle.color', `Handles come in ${list(HANDLE_COLORS)}; "${handles}" is not offered.`);
    }

    // Interiors.
    const compartments = widthType === undefined ? 1 : compartmentCount(module.length);
    const compWidth = widthType === undefined ? module.length : compartmentWidth(module.length);
    module.corpus.interiors.forEach((interior, ii) => {
      const ip = `${at}.corpus.interiors.${ii}`;
      const spec = INTERIORS[interior.type];
      const what = `The ${interiorName(interior)} at hole ${interior.position} of ${name.toLowerCase()}`;
      if (interior.compartment >= compartments) {
        err(
          `${ip}.compartment`,
          'interior.compartment',
          `${what} is in compartment ${interior.compartment + 1}, but the module has ${compartments}; move it to an existing compartment.`,
        );
      }
      if (spec.colored) {
        if (interior.color === null || !(CORPUS_COLORS as readonly string[]).includes(interior.color)) {
          err(`${ip}.color`, 'interior.color', `${what} can only be minimal laminate or wood; choose one of ${list(CORPUS_COLORS)}.`);
        }
      } else if (interior.color !== null) {
        err(`${ip}.color`, 'interior.color', `${what} is a metal fitting with a fixed finish; remove its colour.`);
      }
      if (interior.position % spec.step !== 0) {
        err(
          `${ip}.position`,
          'interior.step',
          `${what} must sit on every ${spec.step === 6 ? 'sixth' : 'third'} hole; move it to hole ${Math.floor(interior.position / spec.step) * spec.step} or ${Math.ceil(interior.position / spec.step) * spec.step}.`,
        );
      }
      const band = interiorBand(interior);
      if (band.from < 0) {
        err(
          `${ip}.position`,
          'interior.grid',
          `${what} needs ${spec.clearanceBelow} free holes (${spec.clearanceBelow * 32} mm) below it for hanging clothes; move it to hole ${Math.ceil(spec.clearanceBelow / spec.step) * spec.step} or higher.`,
        );
      } else if (band.to > holes) {
        err(
          `${ip}.position`,
          'interior.grid',
          `${what} reaches above the top hole (${holes - 1}) at this height; move it down or choose a taller wardrobe.`,
        );
      }
      if (!spec.widths.includes(compWidth)) {
        err(
          `${ip}.type`,
          'interior.width',
          `${spec.name}s are made for compartments of ${list(spec.widths, ' mm')}; ${name.toLowerCase()} has ${compWidth} mm compartments.`,
        );
      }
      // Overlaps with earlier interiors of the same compartment; each pair is reported once.
      for (let j = 0; j < ii; j++) {
        const other = module.corpus.interiors[j];
        if (other === undefined || other.compartment !== interior.compartment) continue;
        const ob = interiorBand(other);
        if (band.from < ob.to && ob.from < band.to) {
          err(
            `${ip}.position`,
            'interior.overlap',
            `${what} is in the way of the ${interiorName(other)} at hole ${other.position}; move or remove one of them.`,
          );
        }
      }
    });
  });

  // Outer walls.
  for (const side of ['wallLeft', 'wallRight'] as const) {
    const color = design[side].color;
    if (!OUTER_WALL_COLORS.includes(color as (typeof OUTER_WALL_COLORS)[number])) {
      err(`${side}.color`, 'wall.color', `The colour "${color}" is not offered for the ${side === 'wallLeft' ? 'left' : 'right'} outer wall.`);
    }
  }

  // Baseboard cut.
  if (design.baseboardCut !== undefined) baseboardCutCheck(design.baseboardCut, issues);
  return issues.result();
}
