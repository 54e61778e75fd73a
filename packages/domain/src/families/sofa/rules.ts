/**
 * The sofa rules of configurators.md §5 for any line: module sizes per type, where ends, corners and
 * lounges may sit, armrests, legs and colours, and the 10 m limit. Messages say what to do.
 */
import { colorById } from '../../catalogue/colors.ts';
import type { ValidationResult } from '../../design/issue.ts';
import { IssueList, capitalised, listOr } from '../kit/issues.ts';
import { legColorAllowed, upholsteryColorIs, LEG_COLORS } from './covers.ts';
import type { SofaLine } from './line.ts';
import { lineCornerLength } from './line.ts';
import { backCushionLengthOf, moduleIsFree, moduleIsStorageBox, sofaModel } from './model.ts';
import type { SofaDesign, SofaLegType, SofaModule } from './types.ts';

/** Maximum sofa length (and depth of an arm), configurators.md §5. */
export const MAX_SOFA_LENGTH = 10000;

const list = (values: readonly number[]): string => `${listOr(values)} mm`;

/** Why legs of a type cannot have a colour, and which colours they come in. */
export function sofaLegColorMessage(type: SofaLegType, color: string): string {
  return `${capitalised(type)} legs are not made in ${colorById(color)?.name ?? color}: choose ${LEG_COLORS[type].map((c) => colorById(c)?.name ?? c).join(', ')}.`;
}

// Designs are immutable, so a result can be kept per design object (options try many edits of one design).
const CACHE = new WeakMap<SofaLine, WeakMap<SofaDesign, ValidationResult>>();

/** Business rules of a sofa design; paths use the stored design's field names. */
export function sofaValidate(line: SofaLine, design: SofaDesign): ValidationResult {
  let byDesign = CACHE.get(line);
  if (byDesign === undefined) CACHE.set(line, (byDesign = new WeakMap()));
  const cached = byDesign.get(design);
  if (cached !== undefined) return { errors: [...cached.errors], warnings: [...cached.warnings] };
  const result = sofaValidateUncached(line, design);
  byDesign.set(design, result);
  return { errors: [...result.errors], warnings: [...result.warnings] };
}

function sofaValidateUncached(line: SofaLine, design: SofaDesign): ValidationResult {
  const issues = new IssueList(line.furnitureType);
  const name = line.name;
  const err: Err = (path, code, message) => issues.error(path, code, message);
  const at = (i: number, field: string): string => `modules.${i}.${field === 'moduleLength' ? line.lengthField : field}`;
  const modules = design.modules;
  if (modules.length === 0) {
    err('modules', 'modules.empty', `A ${name} design needs at least one module: add a seat module.`);
    return issues.result();
  }
  const chain = modules.map((m, i) => ({ m, i })).filter(({ m }) => !moduleIsFree(m));
  const firstJoined = chain[0]?.i;
  const lastJoined = chain.at(-1)?.i;
  const depth0 = chain.find(({ m }) => m.type !== 'corner' && !moduleIsStorageBox(line, m))?.m.moduleDepth ?? line.defaultDepth;

  modules.forEach((m, i) => {
    checkModule(line, design, m, i, { first: i === firstJoined, last: i === lastJoined, depth: depth0 }, err, at);
    const expected = backCushionLengthOf(line, m);
    if (m.backCushionLength !== expected) {
      issues.warn(at(i, 'backCushionLength'), 'module.backCushionLength', `The back cushion length of module ${i + 1} is ${expected} mm; it will be corrected on the next change.`);
    }
  });

  // Corners: at most two; a U has its left corner first; each corner has modules on both sides.
  const corners = chain.filter(({ m }) => m.type === 'corner');
  if (corners.length > 2) {
    err(`modules.${corners[2]!.i}.type`, 'corner.count', `A ${name} sofa can turn at most twice (U shape): remove a corner module.`);
  }
  if (corners.length === 2 && (corners[0]!.m.direction !== 'left' || corners[1]!.m.direction !== 'right')) {
    err(`modules.${corners[0]!.i}.direction`, 'corner.direction', 'In a U-shaped sofa the first corner turns left and the second turns right.');
  }
  for (const { i } of corners) {
    const pos = chain.findIndex((c) => c.i === i);
    const before = chain[pos - 1];
    const after = chain[pos + 1];
    if (before === undefined || after === undefined || before.m.type === 'corner' || after.m.type === 'corner') {
      err(`modules.${i}.type`, 'corner.neighbours', 'A corner module needs a seat module on both sides: add a module next to it.');
    }
  }

  // Legs.
  if (line.legs === 'design') {
    const legs = design.legs;
    if (legs === undefined) err('legs', 'legs.missing', `A ${name} sofa needs legs: choose a leg type.`);
    else if (!legColorAllowed(legs.type, legs.color)) {
      err('legs.color', 'legs.color', sofaLegColorMessage(legs.type, legs.color));
    }
  }

  // Colours.
  const colorPaths: [string, string][] = [];
  for (const [group, pair] of Object.entries(design.colors)) {
    if (Array.isArray(pair)) pair.forEach((c, side) => colorPaths.push([`colors.${group}.${side}`, c as string]));
  }
  modules.forEach((m, i) => {
    if (m.colors !== undefined) for (const [g, c] of Object.entries(m.colors)) colorPaths.push([`modules.${i}.colors.${g}`, c]);
  });
  for (const [path, c] of colorPaths) {
    if (!upholsteryColorIs(c)) err(path, 'color.unknown', `"${c}" is not one of our fabrics or leathers: choose a cover colour from the list.`);
  }

  // Length limit, measured on the model so corners and armrests count.
  const { bounds } = sofaModel(line, design);
  if (bounds.length > MAX_SOFA_LENGTH) {
    err('modules', 'length.max', `This sofa is ${bounds.length} mm long; the most we build is ${MAX_SOFA_LENGTH} mm. Remove a module or choose shorter ones.`);
  }
  if (bounds.depth > MAX_SOFA_LENGTH) {
    err('modules', 'depth.max', `This sofa reaches ${bounds.depth} mm deep; the most we build is ${MAX_SOFA_LENGTH} mm. Shorten one of its sides.`);
  }
  return issues.result();
}

type Err = (path: string, code: string, message: string) => void;

function checkModule(
  line: SofaLine,
  design: SofaDesign,
  m: SofaModule,
  i: number,
  ctx: { first: boolean; last: boolean; depth: number },
  err: Err,
  at: (i: number, field: string) => string,
): void {
  const n = `Module ${i + 1}`;
  const name = line.name;
  const noArmrests = (why: string): void => {
    if (m.armrestLength[0] !== 0 || m.armrestLength[1] !== 0) err(at(i, 'armrestLength'), 'armrest.forbidden', `${n} ${why}: remove its armrests.`);
  };
  const noExtensionSides = (): void => {
    if (m.extensionsLength[0] !== 0 || m.extensionsLength[1] !== 0) err(at(i, 'extensionsLength'), 'extension.sides.forbidden', `${n} is no lounge: only lounge modules have extension side panels.`);
  };
  if (m.type === 'armrest') {
    err(at(i, 'type'), 'module.armrest', `${n}: a ${name} armrest belongs to the end module of the sofa; remove this module and choose an armrest for the end module instead.`);
    return;
  }
  if (!line.heights.includes(m.moduleHeight)) {
    err(at(i, 'moduleHeight'), 'module.height', `${n} is ${m.moduleHeight} mm high; ${name} is made ${list(line.heights)} high.`);
  } else if (m.moduleHeight !== design.modules[0]!.moduleHeight) {
    err(at(i, 'moduleHeight'), 'module.height.mixed', `All ${name} modules have the same height: set module ${i + 1} to ${design.modules[0]!.moduleHeight} mm.`);
  }
  if (!m.ottomanMode && !moduleIsStorageBox(line, m)) {
    const heights = line.backCushionHeights.map((b) => b.value);
    if (!heights.includes(m.backCushionHeight)) {
      err(at(i, 'backCushionHeight'), 'backCushion.height', `${n} has back cushions ${m.backCushionHeight} mm high; ${name} back cushions are ${list(heights)} high.`);
    }
  }
  if (m.sleepingMode && m.ottomanMode) err(at(i, 'sleepingMode'), 'module.modes', `${n} cannot be an ottoman and a sleeping module at once.`);
  if (m.storageMode && m.ottomanMode) err(at(i, 'storageMode'), 'module.modes', `${n} cannot be an ottoman and a storage module at once.`);
  if (m.sleepingMode && m.storageMode) err(at(i, 'storageMode'), 'module.modes', `${n} cannot be a sleeping and a storage module at once.`);
  if (m.extensionsSquare && (!line.allowSquareExtension || m.type !== 'extension')) {
    err(at(i, 'extensionsSquare'), 'extension.square', line.allowSquareExtension ? `${n} is no lounge: only lounges can be square.` : `${name} lounges are rectangular only.`);
  }
  const depthOk = (path: string): void => {
    if (!line.depths.some((d) => d.value === m.moduleDepth)) {
      err(path, 'module.depth', `${n} is ${m.moduleDepth} mm deep; ${name} seats are ${list(line.depths.map((d) => d.value))} deep.`);
    } else if (m.moduleDepth !== ctx.depth) {
      err(path, 'module.depth.mixed', `All ${name} seats have the same depth: set module ${i + 1} to ${ctx.depth} mm.`);
    }
  };

  if (m.ottomanMode) {
    noArmrests('is an ottoman');
    noExtensionSides();
    if (m.type !== 'base') err(at(i, 'type'), 'ottoman.type', `${n}: an ottoman is a base module, not a ${m.type}.`);
    if (!line.ottomans.some((o) => o.length === m.moduleLength && o.depth === m.moduleDepth)) {
      const sizes = line.ottomans.map((o) => `${o.length} x ${o.depth}`).join(', ');
      err(at(i, 'moduleLength'), 'ottoman.size', `${n} is a ${m.moduleLength} x ${m.moduleDepth} mm ottoman; ${name} ottomans are ${sizes} mm.`);
    }
    return;
  }
  if (m.sleepingMode && line.sleepingLengths.length === 0) {
    err(at(i, 'sleepingMode'), 'sleeping.unavailable', `${name} has no sleeping module: switch module ${i + 1} back to a seat.`);
  }
  if (m.storageMode && m.type !== 'base') err(at(i, 'storageMode'), 'storage.type', `${n}: only seat modules can hold storage.`);

  switch (m.type) {
    case 'base': {
      noExtensionSides();
      if (moduleIsStorageBox(line, m)) {
        noArmrests('is an open storage module');
        if (!line.storageModuleSizes.includes(m.moduleLength) || m.moduleDepth !== m.moduleLength) {
          err(at(i, 'moduleLength'), 'storage.size', `${n} is a ${m.moduleLength} x ${m.moduleDepth} mm storage module; ${name} storage modules are square, ${list(line.storageModuleSizes)} wide.`);
        }
        break;
      }
      depthOk(at(i, 'moduleDepth'));
      if (m.sleepingMode) {
        if (line.sleepingLengths.length > 0 && !line.sleepingLengths.includes(m.moduleLength)) {
          err(at(i, 'moduleLength'), 'sleeping.length', `${n} is a ${m.moduleLength} mm sleeping module; ${name} sleeping modules are ${list(line.sleepingLengths)} long.`);
        }
      } else if (!line.seatLengths.includes(m.moduleLength)) {
        err(at(i, 'moduleLength'), 'module.length', `${n} is ${m.moduleLength} mm long; ${name} seat modules are ${list(line.seatLengths)} long.`);
      }
      if (m.storageMode && !line.storageSeatLengths.includes(m.moduleLength)) {
        err(at(i, 'storageMode'), 'storage.length', `${n}: storage under the seat is made for ${list(line.storageSeatLengths)} modules.`);
      }
      break;
    }
    case 'corner': {
      noArmrests('is a corner');
      noExtensionSides();
      const c = lineCornerLength(line, ctx.depth);
      if (m.moduleLength !== c || m.moduleDepth !== c) {
        err(at(i, 'moduleLength'), 'corner.size', `${n} is a ${m.moduleLength} x ${m.moduleDepth} mm corner; a ${name} corner here is ${c} x ${c} mm.`);
      }
      if (m.direction === 'none') err(at(i, 'direction'), 'corner.direction.none', `${n}: say which way the corner turns, left or right.`);
      if (m.sleepingMode || m.storageMode) err(at(i, 'type'), 'corner.modes', `${n}: a corner has no sleeping or storage variant.`);
      break;
    }
    case 'edge': {
      noExtensionSides();
      noArmrests('is an open end');
      if (line.edgeLengths.length === 0) {
        err(at(i, 'type'), 'edge.unavailable', `${name} has no end modules: use a seat module with an armrest.`);
        break;
      }
      depthOk(at(i, 'moduleDepth'));
      if (!line.edgeLengths.includes(m.moduleLength)) {
        err(at(i, 'moduleLength'), 'edge.length', `${n} is a ${m.moduleLength} mm end module; ${name} end modules are ${list(line.edgeLengths)} long.`);
      }
      endPlacement(m, i, ctx, n, 'An end module', err, at);
      if (m.sleepingMode) err(at(i, 'sleepingMode'), 'edge.sleeping', `${n}: end modules have no sleeping variant.`);
      break;
    }
    case 'extension': {
      noArmrests('is a lounge; choose its side panels instead');
      depthOk(at(i, 'moduleDepth'));
      if (line.extensionForbiddenLengths.includes(m.moduleLength)) {
        err(at(i, 'moduleLength'), 'extension.attach', `A lounge extension cannot attach to a ${m.moduleLength} mm module: choose ${list(line.extensionModuleLengths)}.`);
      } else if (!line.extensionModuleLengths.includes(m.moduleLength)) {
        err(at(i, 'moduleLength'), 'extension.length', `${n} is a ${m.moduleLength} mm lounge; ${name} lounges are ${list(line.extensionModuleLengths)} long.`);
      }
      const sides = [0, ...line.extensionSideLengths];
      m.extensionsLength.forEach((v, side) => {
        if (!sides.includes(v)) err(`${at(i, 'extensionsLength')}.${side}`, 'extension.side', `${n}: lounge side panels are ${list(line.extensionSideLengths)} wide, or none.`);
      });
      endPlacement(m, i, ctx, n, 'A lounge', err, at);
      if (m.sleepingMode || m.storageMode) err(at(i, 'type'), 'extension.modes', `${n}: a lounge has no sleeping or storage variant.`);
      break;
    }
  }
  if (m.type === 'base' || m.type === 'edge') {
    const allowed = [0, ...line.armrestLengths];
    m.armrestLength.forEach((v, side) => {
      const path = `${at(i, 'armrestLength')}.${side}`;
      if (!allowed.includes(v)) err(path, 'armrest.length', `${n}: ${name} armrests are ${list(line.armrestLengths)} wide, or none.`);
      else if (v > 0 && side === 0 && !ctx.first) err(path, 'armrest.position', `${n} is not at the left end of the sofa, so it cannot have a left armrest.`);
      else if (v > 0 && side === 1 && !ctx.last) err(path, 'armrest.position', `${n} is not at the right end of the sofa, so it cannot have a right armrest.`);
    });
  }
}

function endPlacement(
  m: SofaModule,
  i: number,
  ctx: { first: boolean; last: boolean },
  n: string,
  what: string,
  err: Err,
  at: (i: number, field: string) => string,
): void {
  if (m.direction === 'none') err(at(i, 'direction'), 'end.direction', `${n}: say whether it ends the sofa on the left or the right.`);
  else if (m.direction === 'left' && !ctx.first) err(at(i, 'direction'), 'end.position', `${what} facing left must be the first module of the sofa: move module ${i + 1} to the left end.`);
  else if (m.direction === 'right' && !ctx.last) err(at(i, 'direction'), 'end.position', `${what} facing right must be the last module of the sofa: move module ${i + 1} to the right end.`);
}
