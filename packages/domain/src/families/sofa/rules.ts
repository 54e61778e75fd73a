/**
 * The sofa rules of configurators.md §5 for any line: module sizes per type, where ends, corners and
 * lounges may sit, armrests, legs and colours, and the 10 m limit. Messages say what to do.
 */
import type { DesignIssue, ValidationResult } from '../../design/issue.ts';
import type { MessageParams } from '../../messages/format.ts';
import { IssueList } from '../kit/issues.ts';
import { issueOf } from '../kit/messages.ts';
import { SOFA_ISSUES } from './messages.ts';
import { legColorAllowed, upholsteryColorIs, LEG_COLORS } from './covers.ts';
import type { SofaLine } from './line.ts';
import { lineCornerLength } from './line.ts';
import { backCushionLengthOf, moduleIsFree, moduleIsStorageBox, sofaModel } from './model.ts';
import type { SofaDesign, SofaLegType, SofaModule } from './types.ts';

/** Maximum sofa length (and depth of an arm), configurators.md §5. */
export const MAX_SOFA_LENGTH = 10000;

const mm = (v: number) => ({ mm: v });
/** Lengths in millimetres, as a choice ("780, 1020 or 1200 mm"). */
const anyMm = (values: readonly number[]) => ({ anyOf: values.map(mm) });

/** The parameters of legs that are not made in a colour: the legs, the colour, and the colours they come in. */
function legColorParams(type: SofaLegType, color: string): MessageParams {
  return { legType: { term: `legType.${type}` }, color: { color }, allowed: { anyOf: LEG_COLORS[type].map((c) => ({ color: c })) } };
}

/** The issue of legs that are not made in a colour (rules and the colour options share it). */
export function sofaLegColorIssue(line: SofaLine, type: SofaLegType, color: string): DesignIssue {
  return issueOf(SOFA_ISSUES, line.furnitureType, 'legs.color', legColorParams(type, color), 'legs.color');
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
  const issues = new IssueList(line.furnitureType, SOFA_ISSUES);
  const name = line.name;
  const err: Err = (path, rule, params) => issues.error(path, rule, params);
  const at = (i: number, field: string): string => `modules.${i}.${field === 'moduleLength' ? line.lengthField : field}`;
  const modules = design.modules;
  if (modules.length === 0) {
    err('modules', 'modules.empty', { line: name });
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
      issues.warn(at(i, 'backCushionLength'), 'module.backCushionLength', { module: i + 1, length: mm(expected) });
    }
  });

  // Corners: at most two; a U has its left corner first; each corner has modules on both sides.
  const corners = chain.filter(({ m }) => m.type === 'corner');
  if (corners.length > 2) {
    err(`modules.${corners[2]!.i}.type`, 'corner.count', { line: name });
  }
  if (corners.length === 2 && (corners[0]!.m.direction !== 'left' || corners[1]!.m.direction !== 'right')) {
    err(`modules.${corners[0]!.i}.direction`, 'corner.direction');
  }
  for (const { i } of corners) {
    const pos = chain.findIndex((c) => c.i === i);
    const before = chain[pos - 1];
    const after = chain[pos + 1];
    if (before === undefined || after === undefined || before.m.type === 'corner' || after.m.type === 'corner') {
      err(`modules.${i}.type`, 'corner.neighbours');
    }
  }

  // Legs.
  if (line.legs === 'design') {
    const legs = design.legs;
    if (legs === undefined) err('legs', 'legs.missing', { line: name });
    else if (!legColorAllowed(legs.type, legs.color)) err('legs.color', 'legs.color', legColorParams(legs.type, legs.color));
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
    if (!upholsteryColorIs(c)) err(path, 'color.unknown', { id: c });
  }

  // Length limit, measured on the model so corners and armrests count.
  const { bounds } = sofaModel(line, design);
  if (bounds.length > MAX_SOFA_LENGTH) {
    err('modules', 'length.max', { length: mm(bounds.length), max: mm(MAX_SOFA_LENGTH) });
  }
  if (bounds.depth > MAX_SOFA_LENGTH) {
    err('modules', 'depth.max', { depth: mm(bounds.depth), max: mm(MAX_SOFA_LENGTH) });
  }
  return issues.result();
}

type Err = (path: string, rule: string, params?: MessageParams) => void;

function checkModule(
  line: SofaLine,
  design: SofaDesign,
  m: SofaModule,
  i: number,
  ctx: { first: boolean; last: boolean; depth: number },
  err: Err,
  at: (i: number, field: string) => string,
): void {
  const module = i + 1;
  const name = line.name;
  const noArmrests = (kind: 'ottoman' | 'storage' | 'corner' | 'edge' | 'lounge'): void => {
    if (m.armrestLength[0] !== 0 || m.armrestLength[1] !== 0) err(at(i, 'armrestLength'), 'armrest.forbidden', { module, kind });
  };
  const noExtensionSides = (): void => {
    if (m.extensionsLength[0] !== 0 || m.extensionsLength[1] !== 0) err(at(i, 'extensionsLength'), 'extension.sides.forbidden', { module });
  };
  if (m.type === 'armrest') {
    err(at(i, 'type'), 'module.armrest', { module, line: name });
    return;
  }
  if (!line.heights.includes(m.moduleHeight)) {
    err(at(i, 'moduleHeight'), 'module.height', { module, height: mm(m.moduleHeight), line: name, heights: anyMm(line.heights) });
  } else if (m.moduleHeight !== design.modules[0]!.moduleHeight) {
    err(at(i, 'moduleHeight'), 'module.height.mixed', { line: name, module, height: mm(design.modules[0]!.moduleHeight) });
  }
  if (!m.ottomanMode && !moduleIsStorageBox(line, m)) {
    const heights = line.backCushionHeights.map((b) => b.value);
    if (!heights.includes(m.backCushionHeight)) {
      err(at(i, 'backCushionHeight'), 'backCushion.height', { module, height: mm(m.backCushionHeight), line: name, heights: anyMm(heights) });
    }
  }
  if (m.sleepingMode && m.ottomanMode) err(at(i, 'sleepingMode'), 'module.modes', { module, modes: 'ottoman-sleeping' });
  if (m.storageMode && m.ottomanMode) err(at(i, 'storageMode'), 'module.modes', { module, modes: 'ottoman-storage' });
  if (m.sleepingMode && m.storageMode) err(at(i, 'storageMode'), 'module.modes', { module, modes: 'sleeping-storage' });
  if (m.extensionsSquare && (!line.allowSquareExtension || m.type !== 'extension')) {
    err(at(i, 'extensionsSquare'), 'extension.square', { reason: line.allowSquareExtension ? 'notLounge' : 'rectangular', module, line: name });
  }
  const depthOk = (path: string): void => {
    if (!line.depths.some((d) => d.value === m.moduleDepth)) {
      err(path, 'module.depth', { module, depth: mm(m.moduleDepth), line: name, depths: anyMm(line.depths.map((d) => d.value)) });
    } else if (m.moduleDepth !== ctx.depth) {
      err(path, 'module.depth.mixed', { line: name, module, depth: mm(ctx.depth) });
    }
  };

  if (m.ottomanMode) {
    noArmrests('ottoman');
    noExtensionSides();
    if (m.type !== 'base') err(at(i, 'type'), 'ottoman.type', { module });
    if (!line.ottomans.some((o) => o.length === m.moduleLength && o.depth === m.moduleDepth)) {
      const sizes = { anyOf: line.ottomans.map((o) => ({ mmSize: [o.length, o.depth] as const })) };
      err(at(i, 'moduleLength'), 'ottoman.size', { module, size: { mmSize: [m.moduleLength, m.moduleDepth] }, line: name, sizes });
    }
    return;
  }
  if (m.sleepingMode && line.sleepingLengths.length === 0) {
    err(at(i, 'sleepingMode'), 'sleeping.unavailable', { line: name, module });
  }
  if (m.storageMode && m.type !== 'base') err(at(i, 'storageMode'), 'storage.type', { module });

  switch (m.type) {
    case 'base': {
      noExtensionSides();
      if (moduleIsStorageBox(line, m)) {
        noArmrests('storage');
        if (!line.storageModuleSizes.includes(m.moduleLength) || m.moduleDepth !== m.moduleLength) {
          err(at(i, 'moduleLength'), 'storage.size', { module, size: { mmSize: [m.moduleLength, m.moduleDepth] }, line: name, widths: anyMm(line.storageModuleSizes) });
        }
        break;
      }
      depthOk(at(i, 'moduleDepth'));
      if (m.sleepingMode) {
        if (line.sleepingLengths.length > 0 && !line.sleepingLengths.includes(m.moduleLength)) {
          err(at(i, 'moduleLength'), 'sleeping.length', { module, length: mm(m.moduleLength), line: name, lengths: anyMm(line.sleepingLengths) });
        }
      } else if (!line.seatLengths.includes(m.moduleLength)) {
        err(at(i, 'moduleLength'), 'module.length', { module, length: mm(m.moduleLength), line: name, lengths: anyMm(line.seatLengths) });
      }
      if (m.storageMode && !line.storageSeatLengths.includes(m.moduleLength)) {
        err(at(i, 'storageMode'), 'storage.length', { module, lengths: anyMm(line.storageSeatLengths) });
      }
      break;
    }
    case 'corner': {
      noArmrests('corner');
      noExtensionSides();
      const c = lineCornerLength(line, ctx.depth);
      if (m.moduleLength !== c || m.moduleDepth !== c) {
        err(at(i, 'moduleLength'), 'corner.size', { module, size: { mmSize: [m.moduleLength, m.moduleDepth] }, line: name, expected: { mmSize: [c, c] } });
      }
      if (m.direction === 'none') err(at(i, 'direction'), 'corner.direction.none', { module });
      if (m.sleepingMode || m.storageMode) err(at(i, 'type'), 'corner.modes', { module });
      break;
    }
    case 'edge': {
      noExtensionSides();
      noArmrests('edge');
      if (line.edgeLengths.length === 0) {
        err(at(i, 'type'), 'edge.unavailable', { line: name });
        break;
      }
      depthOk(at(i, 'moduleDepth'));
      if (!line.edgeLengths.includes(m.moduleLength)) {
        err(at(i, 'moduleLength'), 'edge.length', { module, length: mm(m.moduleLength), line: name, lengths: anyMm(line.edgeLengths) });
      }
      endPlacement(m, i, ctx, 'edge', err, at);
      if (m.sleepingMode) err(at(i, 'sleepingMode'), 'edge.sleeping', { module });
      break;
    }
    case 'extension': {
      noArmrests('lounge');
      depthOk(at(i, 'moduleDepth'));
      if (line.extensionForbiddenLengths.includes(m.moduleLength)) {
        err(at(i, 'moduleLength'), 'extension.attach', { length: mm(m.moduleLength), lengths: anyMm(line.extensionModuleLengths) });
      } else if (!line.extensionModuleLengths.includes(m.moduleLength)) {
        err(at(i, 'moduleLength'), 'extension.length', { module, length: mm(m.moduleLength), line: name, lengths: anyMm(line.extensionModuleLengths) });
      }
      const sides = [0, ...line.extensionSideLengths];
      m.extensionsLength.forEach((v, side) => {
        if (!sides.includes(v)) err(`${at(i, 'extensionsLength')}.${side}`, 'extension.side', { module, widths: anyMm(line.extensionSideLengths) });
      });
      endPlacement(m, i, ctx, 'lounge', err, at);
      if (m.sleepingMode || m.storageMode) err(at(i, 'type'), 'extension.modes', { module });
      break;
    }
  }
  if (m.type === 'base' || m.type === 'edge') {
    const allowed = [0, ...line.armrestLengths];
    m.armrestLength.forEach((v, side) => {
      const path = `${at(i, 'armrestLength')}.${side}`;
      if (!allowed.includes(v)) err(path, 'armrest.length', { module, line: name, widths: anyMm(line.armrestLengths) });
      else if (v > 0 && side === 0 && !ctx.first) err(path, 'armrest.position', { module, side: 'left' });
      else if (v > 0 && side === 1 && !ctx.last) err(path, 'armrest.position', { module, side: 'right' });
    });
  }
}

function endPlacement(
  m: SofaModule,
  i: number,
  ctx: { first: boolean; last: boolean },
  kind: 'edge' | 'lounge',
  err: Err,
  at: (i: number, field: string) => string,
): void {
  const module = i + 1;
  if (m.direction === 'none') err(at(i, 'direction'), 'end.direction', { module });
  else if (m.direction === 'left' && !ctx.first) err(at(i, 'direction'), 'end.position', { kind, side: 'left', module });
  else if (m.direction === 'right' && !ctx.last) err(at(i, 'direction'), 'end.position', { kind, side: 'right', module });
}
