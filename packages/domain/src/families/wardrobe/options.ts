/**
 * Configuration options of the wardrobe per view, and apply(): a pure step from one design to the next.
 * apply() refuses any step that would add a rule violation, and options() asks apply() whether each
 * option would work, so the buttons and the rules can never disagree.
 */
import type { ConfigurationOption, OptionRange, Selection } from '../family.ts';
import { checkedApply, optionTrial, optionsByTrial, refusalOf, type OptionDraft, type Refuse } from '../kit/apply.ts';
import { BASEBOARD_CUT_DEPTHS, BASEBOARD_CUT_HEIGHTS } from '../kit/features.ts';
import { optionLabel } from '../kit/messages.ts';
import { selectionIndexes } from '../kit/selection.ts';
import type { MessageParams } from '../../messages/format.ts';
import { cm, mm } from '../../units/index.ts';
import { colorById } from '../../catalogue/colors.ts';
import {
  CORPUS_COLORS,
  DOOR_COLORS,
  DRAWER_TYPES,
  HANDLE_COLORS,
  HANDLE_NAMES,
  HANDLES,
  HANDLES_FOR,
  INTERIORS,
  INTERIOR_TYPES,
  MODULE_WIDTHS,
  OUTER_WALL_COLORS,
  WALL_DEPTHS,
  DRILLING_PITCH,
  WARDROBE_HEIGHTS,
  compartmentCount,
  compartmentWidth,
  doorTypeOfWidth,
  holeCount,
} from './constants.ts';
import type { ColorGroup, DoorType, Handle, InteriorType } from './constants.ts';
import type { Interior, WardrobeDesign, WardrobeModule } from './design.ts';
import { WARDROBE_ISSUES, WARDROBE_OPTIONS } from './messages.ts';
import { wardrobeDepth, wardrobeValidate, wardrobeWidthParams } from './rules.ts';

const refuse: Refuse = refusalOf('wardrobe', WARDROBE_ISSUES);

type Option = ConfigurationOption;

/** Module indices named by the selection ("m0", "m2"), in order, ignoring unknown ids. */
export function wardrobeSelectedModules(design: WardrobeDesign, selection: Selection): number[] {
  return selectionIndexes(selection, 'm', design.modules.length);
}

/** Selected modules, or every module when nothing is selected (colours, doors, handles). */
function selectedOrAll(design: WardrobeDesign, selection: Selection): number[] {
  const picked = wardrobeSelectedModules(design, selection);
  return picked.length > 0 ? picked : design.modules.map((_, i) => i);
}

function selectedOnly(design: WardrobeDesign, selection: Selection, action: 'remove' | 'duplicate' | 'resize' | 'place'): number[] {
  const picked = wardrobeSelectedModules(design, selection);
  if (picked.length === 0) refuse('selection.empty', { action });
  return picked;
}

function cloneModule(m: WardrobeModule): WardrobeModule {
  return {
    length: m.length,
    corpus: { color: m.corpus.color, interiors: m.corpus.interiors.map((i) => ({ ...i })) },
    doors: { type: m.doors.type, handle: m.doors.handle, colors: { ...m.doors.colors } },
  };
}

function cloneDesign(d: WardrobeDesign): WardrobeDesign {
  const copy: WardrobeDesign = { ...d, modules: d.modules.map(cloneModule), wallLeft: { ...d.wallLeft }, wallRight: { ...d.wallRight } };
  if (d.baseboardCut !== undefined) copy.baseboardCut = { ...d.baseboardCut };
  return copy;
}

/** The handle a module keeps when its door type changes: its own if allowed, else the flush Nyche. */
function handleFor(type: DoorType, handle: Handle): Handle {
  return HANDLES_FOR[type].includes(handle) ? handle : 'nyche';
}

/** Resizes a module, keeping its interiors; refuses to drop interiors of compartments that disappear. */
function resizeModule(module: WardrobeModule, width: number, index: number): WardrobeModule {
  const type = doorTypeOfWidth(width);
  if (type === undefined) refuse('module.length', wardrobeWidthParams(index + 1, width), `modules.${index}.length`);
  const keep = compartmentCount(width);
  const oldType = module.doors.type;
  const lost = module.corpus.interiors.filter((i) => i.compartment >= keep);
  // Going from turning to sliding doors, the single corpus becomes the first of the new ones.
  if (lost.length > 0 && !(oldType === 'turning' && type === 'sliding')) {
    // The lost compartments as their numbers from 1 ("3", "23"): the words say "third", "second and third".
    const lostNumbers = [...new Set(lost.map((i) => i.compartment + 1))].sort().join('');
    refuse('module.interiors_lost', { module: index + 1, width: { mm: width }, compartments: keep, lost: lostNumbers }, `modules.${index}.length`);
  }
  const next = cloneModule(module);
  next.length = mm(width);
  next.doors.type = type;
  next.doors.handle = handleFor(type, module.doors.handle);
  return next;
}

const TO_SLIDING: Readonly<Record<number, number>> = { 500: 1600, 800: 1600, 1000: 2000 };

/** Splits a sliding module into turning modules of its compartment width, interiors and all. */
function splitToTurning(module: WardrobeModule): WardrobeModule[] {
  const comps = compartmentCount(module.length);
  const width = compartmentWidth(module.length);
  return Array.from({ length: comps }, (_, c) => {
    const part = cloneModule(module);
    part.length = mm(width);
    part.doors.type = 'turning';
    part.corpus.interiors = module.corpus.interiors.filter((i) => i.compartment === c).map((i) => ({ ...i, compartment: 0 }));
    return part;
  });
}

function parseSlot(value: ConfigurationOption['value']): { compartment: number; position: number } {
  const match = /^(\d+):(\d+)$/.exec(String(value));
  if (match === null) refuse('option.value', { value: String(value) });
  return { compartment: Number(match[1]), position: Number(match[2]) };
}

function sameInterior(a: Interior, type: InteriorType, compartment: number, position: number): boolean {
  return a.type === type && a.compartment === compartment && a.position === position;
}

function allowed(list: readonly string[], color: string, group: ColorGroup): void {
  if (!list.includes(color)) refuse('color.unavailable', { color: { color }, group });
}

/** Applies an option without the final rule check. */
function applyUnchecked(design: WardrobeDesign, option: Option, selection: Selection): WardrobeDesign {
  const next = cloneDesign(design);
  const { group, type, value } = option;
  switch (group) {
    case 'dimensions': {
      if (type === 'height') next.height = mm(Number(value));
      // The depth the walls already have is no change: an absent depth keeps following the doors.
      else if (type === 'depth' && Number(value) === wardrobeDepth(design)) return design;
      else if (type === 'depth') next.depth = mm(Number(value));
      else break;
      return next;
    }
    case 'modules': {
      if (option.action === 'remove') {
        const picked = selectedOnly(design, selection, 'remove');
        if (picked.length >= design.modules.length) refuse('modules.last');
        next.modules = next.modules.filter((_, i) => !picked.includes(i));
        return next;
      }
      if (option.action === 'duplicate') {
        const picked = selectedOnly(design, selection, 'duplicate');
        next.modules = next.modules.flatMap((m, i) => (picked.includes(i) ? [m, cloneModule(m)] : [m]));
        return next;
      }
      if (type === 'add') {
        const width = Number(value);
        const doorType = doorTypeOfWidth(width);
        if (doorType === undefined) refuse('module.length', wardrobeWidthParams(design.modules.length + 1, width));
        // At the end, or between two modules (`at`: the new module's index); it continues the look of the one on its left.
        const at = option.at ?? design.modules.length;
        if (!Number.isInteger(at) || at < 0 || at > design.modules.length) refuse('option.unknown', { action: option.action, group, type: `${type}@${at}` });
        const last = design.modules[at - 1] ?? design.modules[0];
        const handle = handleFor(doorType, last?.doors.handle ?? 'nyche');
        next.modules.splice(at, 0, {
          length: mm(width),
          corpus: { color: last?.corpus.color ?? 'white_u11209', interiors: [] },
          doors: {
            type: doorType,
            handle,
            colors: { body: last?.doors.colors.body ?? 'white_u11209', handles: handle === 'fyx' ? null : (last?.doors.colors.handles ?? 'aluminium') },
          },
        });
        return next;
      }
      if (type === 'length') {
        const width = Number(value);
        for (const i of selectedOnly(design, selection, 'resize')) {
          const m = next.modules[i];
          if (m !== undefined) next.modules[i] = resizeModule(m, width, i);
        }
        return next;
      }
      break;
    }
    case 'doors': {
      if (type !== 'type' || (value !== 'turning' && value !== 'sliding')) break;
      const picked = selectedOrAll(design, selection);
      next.modules = next.modules.flatMap((m, i) => {
        if (!picked.includes(i) || m.doors.type === value) return [m];
        if (value === 'turning') return splitToTurning(m);
        return [resizeModule(m, TO_SLIDING[m.length] ?? 1600, i)];
      });
      // Sliding doors need the deeper walls; a depth chosen for turning doors only gives way.
      if (value === 'sliding' && next.depth !== undefined && next.depth < 647) delete next.depth;
      return next;
    }
    case 'handles': {
      if (type !== 'all' && type !== 'turning' && type !== 'sliding') break;
      const handle = String(value) as Handle;
      if (!HANDLES.includes(handle)) refuse('handle.unknown', { handle, allowed: { anyOf: HANDLES.map((h) => ({ term: `handle.${h}` })) } });
      const picked = selectedOrAll(design, selection).filter((i) => type === 'all' || design.modules[i]?.doors.type === type);
      if (picked.length === 0) refuse('handle.no_doors', { doors: type });
      for (const i of picked) {
        const m = next.modules[i];
        if (m === undefined) continue;
        m.doors.handle = handle;
        m.doors.colors.handles = handle === 'fyx' ? null : (m.doors.colors.handles ?? 'aluminium');
      }
      return next;
    }
    case 'interiors': {
      const kind = type as InteriorType;
      if (!INTERIOR_TYPES.includes(kind)) break;
      const { compartment, position } = parseSlot(value);
      const picked = selectedOnly(design, selection, 'place');
      const present = picked.every((i) => design.modules[i]?.corpus.interiors.some((x) => sameInterior(x, kind, compartment, position)));
      const remove = option.action === 'remove' || (option.action === 'toggle' && present);
      for (const i of picked) {
        const m = next.modules[i];
        if (m === undefined) continue;
        const has = m.corpus.interiors.some((x) => sameInterior(x, kind, compartment, position));
        if (remove) m.corpus.interiors = m.corpus.interiors.filter((x) => !sameInterior(x, kind, compartment, position));
        else if (!has) m.corpus.interiors.push({ type: kind, position, compartment, color: INTERIORS[kind].colored ? m.corpus.color : null });
      }
      return next;
    }
    case 'colors': {
      const color = String(value);
      const groupId = type as ColorGroup;
      const picked = selectedOrAll(design, selection);
      const setInteriors = (kinds: readonly InteriorType[], modules: readonly number[]): void => {
        for (const i of modules) for (const x of next.modules[i]?.corpus.interiors ?? []) if (kinds.includes(x.type)) x.color = color;
      };
      switch (groupId) {
        case 'whole':
          allowed(CORPUS_COLORS, color, 'whole');
          for (const m of next.modules) {
            m.corpus.color = color;
            m.doors.colors.body = color;
          }
          setInteriors(['board', ...DRAWER_TYPES], next.modules.map((_, i) => i));
          next.wallLeft.color = color;
          next.wallRight.color = color;
          return next;
        case 'corpuses':
          allowed(CORPUS_COLORS, color, 'corpuses');
          for (const i of picked) {
            const m = next.modules[i];
            if (m !== undefined) m.corpus.color = color;
          }
          return next;
        case 'drawers':
          allowed(CORPUS_COLORS, color, 'drawers');
          setInteriors(DRAWER_TYPES, picked);
          return next;
        case 'boards':
          allowed(CORPUS_COLORS, color, 'boards');
          setInteriors(['board'], picked);
          return next;
        case 'doors':
          allowed(DOOR_COLORS, color, 'doors');
          for (const i of picked) {
            const m = next.modules[i];
            if (m !== undefined) m.doors.colors.body = color;
          }
          return next;
        case 'handles': {
          allowed(HANDLE_COLORS, color, 'handles');
          const coloured = picked.filter((i) => design.modules[i]?.doors.handle !== 'fyx');
          if (coloured.length === 0) refuse('handle.fyx_colorless');
          for (const i of coloured) {
            const m = next.modules[i];
            if (m !== undefined) m.doors.colors.handles = color;
          }
          return next;
        }
        case 'outer_walls':
          allowed(OUTER_WALL_COLORS, color, 'outer_walls');
          next.wallLeft.color = color;
          next.wallRight.color = color;
          return next;
      }
      break;
    }
    case 'baseboard_cut': {
      const v = Number(value);
      const cut = { height: next.baseboardCut?.height ?? cm(0), depth: next.baseboardCut?.depth ?? cm(0) };
      // A cut has both a height and a depth: choosing one fills in the smallest other, zero clears both.
      if (type === 'height') {
        cut.height = cm(v);
        cut.depth = v === 0 ? cm(0) : cut.depth === 0 ? cm(BASEBOARD_CUT_DEPTHS[1]) : cut.depth;
      } else if (type === 'depth') {
        cut.depth = cm(v);
        cut.height = v === 0 ? cm(0) : cut.height === 0 ? cm(BASEBOARD_CUT_HEIGHTS[1]) : cut.height;
      } else break;
      if (cut.height === 0 && cut.depth === 0) delete next.baseboardCut;
      else next.baseboardCut = cut;
      return next;
    }
  }
  return refuse('option.unknown', { action: option.action, group, type });
}

/** Applies an option to a design (pure); throws DesignRuleError when the result would break a rule. */
export const wardrobeApply = checkedApply(wardrobeValidate, applyUnchecked);

/** The text of an option with figures, as a label and in English (WARDROBE_OPTIONS). */
const words = (code: string, params: MessageParams) => optionLabel(WARDROBE_OPTIONS, code, params);

/** An option to try, selected or not. */
function draft(base: OptionDraft, isSelected: boolean): OptionDraft {
  return { ...base, isSelected };
}

function moduleOptions(design: WardrobeDesign, selection: Selection): OptionDraft[] {
  const picked = wardrobeSelectedModules(design, selection);
  const depth = wardrobeDepth(design);
  const cut = design.baseboardCut;
  return [
    ...WARDROBE_HEIGHTS.map((h) => draft({ action: 'update', group: 'dimensions', type: 'height', value: h, ...words('dimensions/height', { height: { mm: h } }), height: h }, design.height === h)),
    ...WALL_DEPTHS.map((d) => draft({ action: 'update', group: 'dimensions', type: 'depth', value: d, ...words('dimensions/depth', { depth: { mm: d } }), depth: d }, depth === d)),
    ...MODULE_WIDTHS.map((w) =>
      draft({ action: 'update', group: 'modules', type: 'add', value: w, ...words('modules/add', { width: { mm: w } }), iconName: 'plus', length: w }, false),
    ),
    ...MODULE_WIDTHS.map((w) =>
      draft({ action: 'update', group: 'modules', type: 'length', value: w, ...words('modules/length', { width: { mm: w } }), moduleLength: w }, picked.length > 0 && picked.every((i) => design.modules[i]?.length === w)),
    ),
    draft({ action: 'duplicate', group: 'modules', type: 'module', value: 'selected', text: 'Duplicate module', iconName: 'duplicate' }, false),
    draft({ action: 'remove', group: 'modules', type: 'module', value: 'selected', text: 'Remove module', iconName: 'trash' }, false),
    ...BASEBOARD_CUT_HEIGHTS.map((h) =>
      draft({ action: 'update', group: 'baseboard_cut', type: 'height', value: h, ...(h === 0 ? { text: 'No baseboard cut' } : words('baseboard_cut/height', { height: { cm: h } })) }, (cut?.height ?? 0) === h),
    ),
    ...BASEBOARD_CUT_DEPTHS.map((d) =>
      draft({ action: 'update', group: 'baseboard_cut', type: 'depth', value: d, ...(d === 0 ? { text: 'No baseboard cut' } : words('baseboard_cut/depth', { depth: { cm: d } })) }, (cut?.depth ?? 0) === d),
    ),
  ];
}

function doorOptions(design: WardrobeDesign, selection: Selection): OptionDraft[] {
  const picked = selectedOrAll(design, selection);
  return (['turning', 'sliding'] as const).map((t) =>
    draft({ action: 'update', group: 'doors', type: 'type', value: t, text: t === 'turning' ? 'Turning doors' : 'Sliding doors', iconName: `doors-${t}` }, picked.every((i) => design.modules[i]?.doors.type === t)),
  );
}

function handleOptions(design: WardrobeDesign, selection: Selection, scope: 'all' | DoorType): OptionDraft[] {
  const handles = scope === 'all' ? HANDLES : HANDLES_FOR[scope];
  const picked = selectedOrAll(design, selection).filter((i) => scope === 'all' || design.modules[i]?.doors.type === scope);
  return handles.map((h) =>
    draft({ action: 'update', group: 'handles', type: scope, value: h, text: HANDLE_NAMES[h], iconName: `handle-${h}` }, picked.length > 0 && picked.every((i) => design.modules[i]?.doors.handle === h)),
  );
}

function interiorOptions(design: WardrobeDesign, selection: Selection, kinds: readonly InteriorType[]): OptionDraft[] {
  const picked = wardrobeSelectedModules(design, selection);
  if (picked.length === 0) return [];
  const comps = Math.min(...picked.map((i) => compartmentCount(design.modules[i]?.length ?? 0)));
  const holes = holeCount(design.height);
  const out: OptionDraft[] = [];
  for (const kind of kinds) {
    const spec = INTERIORS[kind];
    for (let c = 0; c < comps; c++) {
      for (let p = 0; p < holes; p += spec.step) {
        const present = picked.every((i) => design.modules[i]?.corpus.interiors.some((x) => sameInterior(x, kind, c, p)));
        out.push(
          draft({ action: 'toggle', group: 'interiors', type: kind, value: `${c}:${p}`, ...(comps > 1 ? words(`${kind}.2`, { hole: p, compartment: c + 1 }) : words(kind, { hole: p })), iconName: `interior-${kind}` }, present),
        );
      }
    }
  }
  return out;
}

const COLOR_CHOICES: Readonly<Record<ColorGroup, readonly string[]>> = {
  whole: CORPUS_COLORS,
  corpuses: CORPUS_COLORS,
  drawers: CORPUS_COLORS,
  boards: CORPUS_COLORS,
  doors: DOOR_COLORS,
  handles: HANDLE_COLORS,
  outer_walls: OUTER_WALL_COLORS,
};

/** The colours currently shown by a colour group (for isSelected). */
function groupColors(design: WardrobeDesign, group: ColorGroup, picked: readonly number[]): string[] {
  const modules = picked.map((i) => design.modules[i]).filter((m) => m !== undefined);
  const interiors = (kinds: readonly InteriorType[]): string[] =>
    modules.flatMap((m) => m.corpus.interiors.filter((x) => kinds.includes(x.type)).map((x) => x.color ?? m.corpus.color));
  switch (group) {
    case 'whole':
      return [...design.modules.flatMap((m) => [m.corpus.color, m.doors.colors.body]), design.wallLeft.color, design.wallRight.color];
    case 'corpuses':
      return modules.map((m) => m.corpus.color);
    case 'drawers':
      return interiors(DRAWER_TYPES);
    case 'boards':
      return interiors(['board']);
    case 'doors':
      return modules.map((m) => m.doors.colors.body);
    case 'handles':
      return modules.flatMap((m) => (m.doors.colors.handles === null ? [] : [m.doors.colors.handles]));
    case 'outer_walls':
      return [design.wallLeft.color, design.wallRight.color];
  }
}

function colorOptions(design: WardrobeDesign, selection: Selection, group: ColorGroup): OptionDraft[] {
  const current = groupColors(design, group, selectedOrAll(design, selection));
  return COLOR_CHOICES[group].map((c) =>
    draft({ action: 'update', group: 'colors', type: group, value: c, text: colorById(c)?.name ?? c, iconName: `color-${c}` }, current.length > 0 && current.every((x) => x === c)),
  );
}

/** Options of a wardrobe view or sub-view for the current selection; disabled ones say why. */
export function wardrobeOptions(design: WardrobeDesign, view: string, selection: Selection): Option[] {
  return optionsByTrial(wardrobeDrafts(design, view, selection), optionTrial(wardrobeApply, wardrobeValidate, design, selection));
}

function wardrobeDrafts(design: WardrobeDesign, view: string, selection: Selection): OptionDraft[] {
  switch (view) {
    case 'default':
    case 'elements':
    case 'modules':
      return moduleOptions(design, selection);
    case 'doors':
      return doorOptions(design, selection);
    case 'handles':
    case 'handles/all':
      return handleOptions(design, selection, 'all');
    case 'handles/turning':
      return handleOptions(design, selection, 'turning');
    case 'handles/sliding':
      return handleOptions(design, selection, 'sliding');
    case 'interiors':
      return interiorOptions(design, selection, INTERIOR_TYPES);
    case 'colors':
      return colorOptions(design, selection, 'whole');
    case 'review':
      return [];
  }
  if (view.startsWith('interiors/')) {
    const kind = view.slice('interiors/'.length) as InteriorType;
    return INTERIOR_TYPES.includes(kind) ? interiorOptions(design, selection, [kind]) : [];
  }
  if (view.startsWith('colors/')) {
    const group = view.slice('colors/'.length) as ColorGroup;
    return group in COLOR_CHOICES ? colorOptions(design, selection, group) : [];
  }
  return [];
}

/**
 * The wardrobe's height as a range (decision "Heights": 2000 to 2800 mm in steps of one drilling pitch), in the
 * views that offer the heights: from the lowest to the highest height apply() takes, or null when a height
 * between them is refused (the list alone then says which).
 */
export function wardrobeOptionRange(design: WardrobeDesign, view: string, selection: Selection): OptionRange | null {
  if (view !== 'default' && view !== 'elements' && view !== 'modules') return null;
  const trial = optionTrial(wardrobeApply, wardrobeValidate, design, selection);
  const allowed = WARDROBE_HEIGHTS.map((h) => trial({ action: 'update', group: 'dimensions', type: 'height', value: h, text: '' }) === null);
  const first = allowed.indexOf(true);
  const last = allowed.lastIndexOf(true);
  if (first < 0 || allowed.slice(first, last + 1).includes(false)) return null;
  const min = WARDROBE_HEIGHTS[first]!;
  const max = WARDROBE_HEIGHTS[last]!;
  const value = design.height >= min && design.height <= max && (design.height - min) % DRILLING_PITCH === 0 ? design.height : null;
  return { action: 'update', group: 'dimensions', type: 'height', min, max, step: DRILLING_PITCH, unit: 'mm', value };
}
