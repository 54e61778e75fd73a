/**
 * Editing a sofa: building new modules, keeping derived fields and end armrests in sync, and
 * applying a configuration option purely (configurators.md §3 "Configuration option", §4 'remove').
 */
import type { ConfigurationOption, Selection } from '../family.ts';
import { checkedApply, refusalOf, type CheckedApply, type Refuse } from '../kit/apply.ts';
import { SOFA_ISSUES } from './messages.ts';
import { selectionIndexes } from '../kit/selection.ts';
import { LEG_COLORS, legColorAllowed } from './covers.ts';
import type { SofaLine } from './line.ts';
import { lineCornerLength } from './line.ts';
import { backCushionLengthOf, moduleIsFree } from './model.ts';
import { sofaValidate } from './rules.ts';
import type { Direction, ModuleType, SofaDesign, SofaLegHeight, SofaLegType, SofaModule } from './types.ts';

/** A new module of a line, with the design's height and depth. */
export function sofaModuleNew(
  line: SofaLine,
  design: SofaDesign | undefined,
  spec: Partial<SofaModule> & { type: ModuleType },
): SofaModule {
  const like = design?.modules.find((m) => !m.ottomanMode && m.type !== 'corner' && !(m.storageMode && line.storageModuleSizes.length > 0));
  const depth = like?.moduleDepth ?? line.defaultDepth;
  const m: SofaModule = {
    direction: 'none',
    armrestLength: [0, 0],
    extensionsLength: [0, 0],
    moduleLength: line.defaultModuleLength,
    moduleDepth: depth,
    moduleHeight: design?.modules[0]?.moduleHeight ?? line.defaultHeight,
    sleepingMode: false,
    ottomanMode: false,
    storageMode: false,
    extensionsSquare: false,
    backCushionHeight: design?.modules.find((x) => !x.ottomanMode)?.backCushionHeight ?? line.defaultBackCushionHeight,
    backCushionLength: 0,
    ...spec,
  };
  if (m.type === 'corner') {
    const c = lineCornerLength(line, spec.moduleDepth ?? depth);
    m.moduleLength = c;
    m.moduleDepth = c;
  }
  if (line.legs === 'module') {
    const source = design?.modules[0];
    m.legType ??= source?.legType ?? line.defaultLegs.type;
    m.colors ??= source?.colors !== undefined ? { ...source.colors } : { armrest: line.defaultColor, backCushion: line.defaultColor, cushion: line.defaultColor };
  }
  if (line.roundedCushions) m.roundedCushionLength = 0;
  return sofaModuleDerive(line, m);
}

/** Recomputes a module's derived fields (back cushion and rounded cushion lengths). */
export function sofaModuleDerive(line: SofaLine, m: SofaModule): SofaModule {
  const back = backCushionLengthOf(line, m);
  const next: SofaModule = { ...m, backCushionLength: back };
  if (line.roundedCushions) next.roundedCushionLength = back;
  return next;
}

/** Recomputes derived fields of every module. */
export function sofaDerive(line: SofaLine, design: SofaDesign): SofaDesign {
  return { ...design, modules: design.modules.map((m) => sofaModuleDerive(line, m)) };
}

/** Indexes of the modules a selection names ("m2"). */
export function sofaSelectedModules(design: SofaDesign, selection: Selection): number[] {
  return selectionIndexes(selection, 'm', design.modules.length);
}

function joinedIndexes(design: SofaDesign): number[] {
  return design.modules.flatMap((m, i) => (moduleIsFree(m) ? [] : [i]));
}

/** Width of the armrest or lounge side panel at a module's outer end. */
function endWidth(m: SofaModule, side: 0 | 1): number {
  return m.type === 'extension' ? m.extensionsLength[side] : m.armrestLength[side];
}

function withEnd(m: SofaModule, side: 0 | 1, width: number): SofaModule {
  if (m.type === 'extension') {
    const ext: [number, number] = [...m.extensionsLength];
    ext[side] = width;
    return { ...m, extensionsLength: ext };
  }
  if (m.type === 'base' || m.type === 'edge') {
    if (m.type === 'edge' || m.storageMode) return m;
    const arm: [number, number] = [...m.armrestLength];
    arm[side] = width;
    return { ...m, armrestLength: arm };
  }
  return m;
}

/**
 * After modules move, the sofa keeps its end armrests: the widths found at the old ends go to the
 * new first and last module, and middle modules lose theirs.
 */
function carryEnds(line: SofaLine, before: SofaDesign, after: SofaDesign): SofaDesign {
  const oldJoined = joinedIndexes(before);
  // A lounge's side panel becomes the line's default armrest when its width is no armrest width.
  const asArmrest = (w: number): number => (w === 0 || line.armrestLengths.includes(w) ? w : line.defaultArmrestLength);
  const left = oldJoined.length > 0 ? asArmrest(endWidth(before.modules[oldJoined[0]!]!, 0)) : 0;
  const right = oldJoined.length > 0 ? asArmrest(endWidth(before.modules[oldJoined.at(-1)!]!, 1)) : 0;
  const joined = joinedIndexes(after);
  const first = joined[0];
  const last = joined.at(-1);
  const modules = after.modules.map((m, i) => {
    if (moduleIsFree(m)) return m;
    let next = m.type === 'extension' ? m : { ...m, armrestLength: [0, 0] as [number, number] };
    if (m.type !== 'extension') {
      if (i === first) next = withEnd(next, 0, left);
      if (i === last) next = withEnd(next, 1, right);
    }
    return next;
  });
  return { ...after, modules };
}

const CHECKED = new WeakMap<SofaLine, CheckedApply<SofaDesign>>();

/** The checked apply of a line (kept per line: options try many changes). */
export function sofaChecked(line: SofaLine): CheckedApply<SofaDesign> {
  let apply = CHECKED.get(line);
  if (apply === undefined) {
    apply = checkedApply<SofaDesign>((d) => sofaValidate(line, d), (d, o, s) => sofaDerive(line, applyRaw(line, d, o, s)));
    CHECKED.set(line, apply);
  }
  return apply;
}

/** Applies an option to a sofa design; throws DesignRuleError when the result breaks a rule it did not break before. */
export function sofaApply(line: SofaLine, design: SofaDesign, option: ConfigurationOption, selection: Selection): SofaDesign {
  return sofaChecked(line)(design, option, selection);
}

function applyRaw(line: SofaLine, design: SofaDesign, option: ConfigurationOption, selection: Selection): SofaDesign {
  const refuse: Refuse = refusalOf(line.furnitureType, SOFA_ISSUES);
  const selected = sofaSelectedModules(design, selection);
  const mapModules = (fn: (m: SofaModule, i: number) => SofaModule): SofaDesign => ({ ...design, modules: design.modules.map(fn) });
  const needSelection = (): number[] =>
    selected.length > 0 ? selected : refuse('selection.empty');

  if (option.action === 'remove') {
    const drop = needSelection();
    if (drop.length >= design.modules.length) refuse('modules.last', { line: line.name }, 'modules');
    return carryEnds(line, design, { ...design, modules: design.modules.filter((_, i) => !drop.includes(i)) });
  }
  if (option.action === 'duplicate') {
    const at = needSelection().at(-1)!;
    const modules = [...design.modules];
    const copy = design.modules[at]!;
    modules.splice(at + 1, 0, { ...copy, armrestLength: [0, 0] });
    return carryEnds(line, design, { ...design, modules });
  }
  const value = option.value;
  switch (option.type) {
    case 'moduleHeight':
      return mapModules((m) => ({ ...m, moduleHeight: Number(value) }));
    case 'moduleDepth': {
      const d = Number(value);
      return mapModules((m) => {
        if (m.ottomanMode || (m.storageMode && line.storageModuleSizes.length > 0)) return m;
        if (m.type === 'corner') {
          const c = lineCornerLength(line, d);
          return { ...m, moduleLength: c, moduleDepth: c };
        }
        return { ...m, moduleDepth: d };
      });
    }
    case 'backCushionHeight':
      return mapModules((m) => ({ ...m, backCushionHeight: Number(value) }));
    case 'addModule':
      return addModule(line, design, option, selected);
    case 'moduleLength': {
      const at = needSelection();
      const v = Number(value);
      return mapModules((m, i) => {
        if (!at.includes(i)) return m;
        if (m.storageMode && line.storageModuleSizes.length > 0) return { ...m, moduleLength: v, moduleDepth: v };
        if (m.ottomanMode && option.depth !== undefined) return { ...m, moduleLength: v, moduleDepth: option.depth };
        return { ...m, moduleLength: v };
      });
    }
    case 'sleepingMode': {
      const at = needSelection();
      return mapModules((m, i) => {
        if (!at.includes(i)) return m;
        const on = !m.sleepingMode;
        return { ...m, sleepingMode: on, moduleLength: on ? (line.sleepingLengths[0] ?? m.moduleLength) : line.defaultModuleLength };
      });
    }
    case 'storageMode': {
      const at = needSelection();
      return mapModules((m, i) => (at.includes(i) ? { ...m, storageMode: !m.storageMode } : m));
    }
    case 'extensionsSquare': {
      const at = needSelection();
      return mapModules((m, i) => (at.includes(i) ? { ...m, extensionsSquare: !m.extensionsSquare } : m));
    }
    case 'armrestLength': {
      const v = Number(value);
      const joined = joinedIndexes(design);
      const first = joined[0];
      const last = joined.at(-1);
      const targets = selected.length > 0 ? selected : [first, last].filter((x): x is number => x !== undefined);
      let touched = false;
      const modules = design.modules.map((m, i) => {
        if (!targets.includes(i)) return m;
        let next = m;
        if (i === first && (m.type !== 'extension' || m.direction !== 'right')) next = withEnd(next, 0, v);
        if (i === last && (m.type !== 'extension' || m.direction !== 'left')) next = withEnd(next, 1, v);
        touched ||= next !== m;
        return next;
      });
      if (!touched && selected.length > 0) refuse('armrest.ends', {}, 'modules');
      return { ...design, modules };
    }
    case 'legType': {
      const type = String(value) as SofaLegType;
      if (line.legs === 'module') {
        const at = selected.length > 0 ? selected : design.modules.map((_, i) => i);
        return mapModules((m, i) => (at.includes(i) ? { ...m, legType: type } : m));
      }
      const legs = design.legs ?? line.defaultLegs;
      // A colour the new leg type is not made in becomes black laminate, which every leg type offers.
      const color = legColorAllowed(type, legs.color) ? legs.color : LEG_COLORS[type][0]!;
      return { ...design, legs: { ...legs, type, color } };
    }
    case 'legHeight': {
      const legs = design.legs ?? line.defaultLegs;
      return { ...design, legs: { ...legs, height: String(value) as SofaLegHeight } };
    }
    case 'color':
      return applyColor(line, design, option.group, String(value), selected);
    default:
      return refuse('option.unknown', { line: line.name, option: option.type });
  }
}

function applyColor(line: SofaLine, design: SofaDesign, group: string, color: string, selected: number[]): SofaDesign {
  if (group === 'feet') {
    const legs = design.legs ?? line.defaultLegs;
    return { ...design, legs: { ...legs, color } };
  }
  const pair: [string, string] = [color, color];
  const setsBase = group === 'whole-couch' || group === 'base-and-back';
  const setsCushions = group === 'whole-couch' || group === 'cushions-and-armrests';
  const colors = { ...design.colors };
  if (setsCushions) {
    colors.armrest = pair;
    colors.backCushion = pair;
    colors.cushion = pair;
  }
  if (setsBase) {
    if (colors.color !== undefined) colors.color = pair;
    if (colors.base !== undefined) colors.base = pair;
    if (colors.backrest !== undefined) colors.backrest = pair;
  }
  const modules = design.modules.map((m, i) => {
    if (m.colors === undefined || (selected.length > 0 && !selected.includes(i))) return m;
    // Pyllow's base is covered in its cushion fabric, so "whole couch" and "cushions" set the same fields.
    return { ...m, colors: { armrest: color, backCushion: color, cushion: color } };
  });
  return { ...design, colors, modules };
}

/** Parses an addModule option value: "base", "sleeping", "ottoman", "storage", "corner-left", "edge-right", ... */
function addModule(line: SofaLine, design: SofaDesign, option: ConfigurationOption, selected: number[]): SofaDesign {
  const [kind, dir] = String(option.value).split('-') as [string, Direction | undefined];
  const direction: Direction = dir ?? 'none';
  const length = option.moduleLength ?? line.defaultModuleLength;
  let m: SofaModule;
  switch (kind) {
    case 'base':
      m = sofaModuleNew(line, design, { type: 'base', moduleLength: length });
      break;
    case 'sleeping':
      m = sofaModuleNew(line, design, { type: 'base', moduleLength: length, sleepingMode: true });
      break;
    case 'ottoman':
      m = sofaModuleNew(line, design, { type: 'base', moduleLength: length, moduleDepth: option.depth ?? length, ottomanMode: true, backCushionHeight: line.defaultBackCushionHeight });
      break;
    case 'storage':
      m = sofaModuleNew(line, design, { type: 'base', moduleLength: length, moduleDepth: length, storageMode: true });
      break;
    case 'corner':
    case 'edge':
    case 'extension':
      m = sofaModuleNew(line, design, { type: kind, moduleLength: length, direction, extensionsSquare: option.square === true });
      break;
    default:
      return refusalOf(line.furnitureType, SOFA_ISSUES)('option.unknown', { line: line.name, option: String(option.value) });
  }
  const modules = [...design.modules];
  const joined = joinedIndexes(design);
  let at: number;
  if (option.at !== undefined) {
    // Between two joined modules only, and only a module that may stand there (not an end, corner or ottoman).
    const inner = Number.isInteger(option.at) && option.at > 0 && option.at < modules.length;
    if (!inner || direction !== 'none' || m.ottomanMode || moduleIsFree(modules[option.at - 1]!) || moduleIsFree(modules[option.at]!)) {
      return refusalOf(line.furnitureType, SOFA_ISSUES)('option.unknown', { line: line.name, option: `${String(option.value)}@${option.at}` });
    }
    at = option.at;
  } else if (m.ottomanMode) at = modules.length;
  else if (direction === 'left') at = joined[0] ?? 0;
  else if (direction === 'right') at = (joined.at(-1) ?? -1) + 1;
  else if (selected.length > 0 && !moduleIsFree(design.modules[selected.at(-1)!]!)) at = selected.at(-1)! + 1;
  else {
    // Before a right end (lounge or end module), else after the last joined module.
    const lastI = joined.at(-1);
    const last = lastI === undefined ? undefined : design.modules[lastI];
    at = lastI === undefined ? 0 : last !== undefined && last.direction === 'right' && last.type !== 'corner' ? lastI : lastI + 1;
  }
  // A corner always comes with a seat on its open side, so adding one never leaves a dangling corner.
  const added = m.type === 'corner' ? (direction === 'left' ? [sofaModuleNew(line, design, { type: 'base' }), m] : [m, sofaModuleNew(line, design, { type: 'base' })]) : [m];
  modules.splice(at, 0, ...added);
  return carryEnds(line, design, { ...design, modules });
}
