/**
 * Options of every shelf sub-view and the pure apply() that carries them out. An option is offered
 * disabled, with the reason, exactly when applying it would break a rule: options() tries apply().
 */
import { colorConvert } from '../../catalogue/colors.ts';
import type { ConfigurationOption, OptionRange, Selection } from '../family.ts';
import { checkedApply, optionTrial, optionsByTrial, refusalOf, type OptionDraft, type Refuse } from '../kit/apply.ts';
import { optionLabel } from '../kit/messages.ts';
import type { MessageParams } from '../../messages/format.ts';
import { BASEBOARD_CUT_DEPTHS, BASEBOARD_CUT_HEIGHTS } from '../kit/features.ts';
import { selectionIndexes } from '../kit/selection.ts';
import { mm } from '../../units/index.ts';
import type { HandleType, LegType, ShelfScene, ShelfStyle } from './constants.ts';
import {
  BACKWALL_SECTIONS,
  CARCASS_COLORS,
  COLUMN_LENGTH_MAX,
  COLUMN_LENGTH_MIN,
  DEFAULT_COLOR,
  DEFAULT_HANDLE_COLOR,
  DEFAULT_METAL_BAR_COLOR,
  DEPTHS,
  DOOR_SECTIONS,
  DRAWER_SECTIONS,
  FEET_COLORS,
  HANDLE_COLORS,
  HANDLE_TYPES,
  HEIGHTS_IN_SECTIONS,
  LEG_TYPE_LIMITS,
  LEG_TYPES,
  MAX_COLUMNS,
  METAL_BAR_COLORS,
  MODULE_WIDTHS,
  SHELF_SCENES,
  SHELF_SCENE_IDS,
  STYLES,
  STYLE_IDS,
  TOTAL_LENGTH_MAX_EXCLUSIVE,
  TOTAL_LENGTH_MIN_EXCLUSIVE,
  defaultFeetColor,
  styleForLegType,
} from './constants.ts';
import type { ShelfBackwall, ShelfColumn, ShelfDesign, ShelfFront } from './design.ts';
import { shelfColumn, syncWalls } from './design.ts';
import { shelfTotalLength, spanOf, spansOverlap } from './geometry.ts';
import { SHELF_ISSUES, SHELF_OPTIONS } from './messages.ts';
import { shelfValidate } from './rules.ts';
import type { ShelfColorGroup } from './views.ts';
import { SHELF_COLOR_GROUPS } from './views.ts';

type Option = ConfigurationOption;
/** Wall extensions offered, in sections above the column's top board. */
const WALL_EXTENSIONS = [0, 1, 2] as const;

const refuse: Refuse = refusalOf('shelf', SHELF_ISSUES);

/** Refuses an option: `shelf.option.{reason}`, worded by SHELF_ISSUES. */
function notApplicable(reason: string, params: MessageParams = {}, path = 'columns'): never {
  return refuse(`option.${reason}`, params, path);
}

/** Column indexes named by the selection ("c0", "c3"); an empty or unknown selection means every column. */
export function shelfSelectedColumns(design: ShelfDesign, selection: Selection): number[] {
  const picked = explicitColumns(design, selection);
  return picked.length > 0 ? picked : design.columns.map((_, i) => i);
}

function explicitColumns(design: ShelfDesign, selection: Selection): number[] {
  return selectionIndexes(selection, 'c', design.columns.length);
}

const carcassColor = (c: ShelfColumn): string => c.wallLeft.color ?? c.boards[0]?.color ?? DEFAULT_COLOR;

function withColumns(design: ShelfDesign, indexes: readonly number[], change: (c: ShelfColumn, i: number) => ShelfColumn): ShelfDesign {
  const set = new Set(indexes);
  return { ...design, columns: design.columns.map((c, i) => (set.has(i) ? change(c, i) : c)) };
}

function columnWithHeight(c: ShelfColumn, h: number): ShelfColumn {
  const top = c.boards.find((b) => b.sectionIndex === c.heightInSections);
  const boards = c.boards.filter((b) => b.sectionIndex < h);
  boards.push({ sectionIndex: h, ...(top?.color === undefined ? {} : { color: top.color }) });
  return {
    ...c,
    heightInSections: h,
    boards: boards.sort((a, b) => a.sectionIndex - b.sectionIndex),
    fronts: c.fronts.filter((f) => f.sectionIndex + f.heightInSections <= h),
    backwalls: c.backwalls.filter((b) => b.sectionIndex + b.heightInSections <= h),
  };
}

function frontFits(c: ShelfColumn, kind: 'door' | 'drawer', h: number, s: number): boolean {
  const span: [number, number] = [s, s + h];
  if (span[1] > c.heightInSections) return false;
  if (c.fronts.some((f) => spansOverlap(spanOf(f), span))) return false;
  return kind === 'door' || !c.boards.some((b) => b.sectionIndex > s && b.sectionIndex < s + h);
}

function backwallFits(c: ShelfColumn, h: number, s: number): boolean {
  const span: [number, number] = [s, s + h];
  return span[1] <= c.heightInSections && !c.backwalls.some((b) => spansOverlap(spanOf(b), span));
}

/** Backwall panels covering a whole column, largest panels first. */
function wholeBackwalls(c: ShelfColumn): ShelfBackwall[] {
  const color = c.backwalls[0]?.color ?? carcassColor(c);
  const out: ShelfBackwall[] = [];
  let s = 0;
  for (const size of [...BACKWALL_SECTIONS].reverse()) {
    while (s + size <= c.heightInSections) {
      out.push({ sectionIndex: s, heightInSections: size, color });
      s += size;
    }
  }
  return out;
}

const fullyBacked = (c: ShelfColumn): boolean =>
  c.backwalls.reduce((sum, b) => sum + b.heightInSections, 0) >= c.heightInSections;

function withStyle(design: ShelfDesign, style: ShelfStyle): ShelfDesign {
  const type = STYLES[style];
  const allowed = FEET_COLORS[type];
  const color = design.feet.color === undefined ? defaultFeetColor(type) : (colorConvert(design.feet.color, allowed) ?? defaultFeetColor(type));
  return {
    ...design,
    style,
    feet: { type, color, platform: type === 'socle' ? design.feet.platform : false },
    // A hanging shelf clears the skirting board; other mountings keep the cut.
    baseboardCut: type === 'hanging' ? { height: 0, depth: 0 } : design.baseboardCut,
    columns: type === 'socle' ? design.columns : design.columns.map(({ socleColor: _, ...c }) => c),
  };
}

function setColor(design: ShelfDesign, group: ShelfColorGroup, color: string, cols: number[]): ShelfDesign {
  const recolor = <T extends { color?: string }>(part: T): T => ({ ...part, color });
  switch (group) {
    case 'whole':
      return {
        ...design,
        columns: design.columns.map((c) => ({
          ...c,
          boards: c.boards.map(recolor),
          fronts: c.fronts.map(recolor),
          backwalls: c.backwalls.map(recolor),
          wallLeft: recolor(c.wallLeft),
          wallRight: recolor(c.wallRight),
        })),
      };
    case 'boards':
      return withColumns(design, cols, (c) => ({ ...c, boards: c.boards.map(recolor) }));
    case 'fronts':
      return withColumns(design, cols, (c) => ({ ...c, fronts: c.fronts.map(recolor) }));
    case 'backwalls':
      return withColumns(design, cols, (c) => ({ ...c, backwalls: c.backwalls.map(recolor) }));
    case 'handles':
      return {
        ...withColumns(design, cols, (c) => ({ ...c, fronts: c.fronts.map((f) => ({ ...f, handle: { ...f.handle, color } })) })),
        handle: { ...design.handle, color },
      };
    case 'walls': {
      // A shared wall belongs to both neighbours, so colour both sides of it.
      const set = new Set(cols);
      return {
        ...design,
        columns: design.columns.map((c, i) => ({
          ...c,
          wallLeft: set.has(i) || set.has(i - 1) ? recolor(c.wallLeft) : c.wallLeft,
          wallRight: set.has(i) || set.has(i + 1) ? recolor(c.wallRight) : c.wallRight,
        })),
      };
    }
    case 'metalBars':
      if (design.boardType !== 'metalBar') notApplicable('noMetalBars', {}, 'colors.metalBar');
      return { ...design, colors: { ...design.colors, metalBar: color } };
    case 'feet':
    case 'hanging': {
      const wanted = group === 'hanging' ? design.feet.type === 'hanging' : design.feet.type !== 'hanging' && design.feet.type !== 'socle';
      if (!wanted) {
        notApplicable(group === 'hanging' ? 'noHanging' : 'noLegs', {}, 'feet.color');
      }
      return { ...design, feet: { ...design.feet, color } };
    }
    case 'socle': {
      if (design.feet.type !== 'socle') notApplicable('noSocle', {}, 'feet.color');
      const all = cols.length === design.columns.length;
      if (design.feet.platform || all) {
        return { ...design, feet: { ...design.feet, color }, columns: design.columns.map(({ socleColor: _, ...c }) => c) };
      }
      return withColumns(design, cols, (c) => ({ ...c, socleColor: color }));
    }
  }
}

function allowedColors(design: ShelfDesign, group: ShelfColorGroup): readonly string[] {
  switch (group) {
    case 'metalBars':
      return METAL_BAR_COLORS;
    case 'handles':
      return HANDLE_COLORS;
    case 'feet':
    case 'hanging':
    case 'socle':
      return FEET_COLORS[group === 'hanging' ? 'hanging' : group === 'socle' ? 'socle' : design.feet.type];
    default:
      return CARCASS_COLORS;
  }
}

/** The colours the parts of a group carry now (in the selected columns), to mark the selected option. */
function currentColors(design: ShelfDesign, group: ShelfColorGroup, cols: number[]): Set<string | undefined> {
  const picked = cols.map((i) => design.columns[i]).filter((c) => c !== undefined);
  switch (group) {
    case 'whole':
      return new Set(design.columns.flatMap((c) => [...c.boards, ...c.fronts, ...c.backwalls, c.wallLeft, c.wallRight].map((p) => p.color)));
    case 'boards':
      return new Set(picked.flatMap((c) => c.boards.map((b) => b.color)));
    case 'fronts':
      return new Set(picked.flatMap((c) => c.fronts.map((f) => f.color)));
    case 'backwalls':
      return new Set(picked.flatMap((c) => c.backwalls.map((b) => b.color)));
    case 'walls':
      return new Set(picked.flatMap((c) => [c.wallLeft.color, c.wallRight.color]));
    case 'handles':
      return new Set(picked.flatMap((c) => c.fronts.filter((f) => f.handle.type !== 'none').map((f) => f.handle.color)));
    case 'metalBars':
      return new Set([design.colors.metalBar]);
    case 'socle':
      return new Set(design.feet.platform ? [design.feet.color] : picked.map((c) => c.socleColor ?? design.feet.color));
    case 'feet':
    case 'hanging':
      return new Set([design.feet.color]);
  }
}

function parseParts(value: ConfigurationOption['value'], count: number): string[] {
  const parts = String(value).split(':');
  if (parts.length !== count) notApplicable('value', { value: String(value) });
  return parts;
}

/** The design after the option, before the rules are checked. */
function applyUnchecked(design: ShelfDesign, option: Option, selection: Selection): ShelfDesign {
  const cols = shelfSelectedColumns(design, selection);
  const num = Number(option.value);
  switch (option.type) {
    case 'column-length':
      return withColumns(design, cols, (c) => ({ ...c, length: mm(num) }));
    case 'column-height':
      return { ...design, columns: syncWalls(withColumns(design, cols, (c) => columnWithHeight(c, num)).columns) };
    case 'wall-extension': {
      // Both stored sides of a shared wall change together; 0 lowers the walls to the taller neighbour.
      const cs = design.columns.map((c) => ({ ...c }));
      const neededAt = (w: number): number => Math.max(design.columns[w - 1]?.heightInSections ?? 0, design.columns[w]?.heightInSections ?? 0);
      for (const i of cols) {
        const c = design.columns[i];
        if (c === undefined) continue;
        for (const w of [i, i + 1]) {
          const heightInSections = Math.max(neededAt(w), c.heightInSections + num);
          const left = cs[w - 1];
          const right = cs[w];
          if (left !== undefined) left.wallRight = { ...left.wallRight, heightInSections };
          if (right !== undefined) right.wallLeft = { ...right.wallLeft, heightInSections };
        }
      }
      return { ...design, columns: cs };
    }
    case 'column-depth':
      return withColumns(design, cols, (c) => ({ ...c, width: mm(num) }));
    case 'column-add': {
      if (design.columns.length >= MAX_COLUMNS) notApplicable('columns.max', { max: MAX_COLUMNS });
      // At an end, or between two columns (`at`: the new column's index); it continues the column on its left.
      const at = option.at ?? (option.value === 'left' ? 0 : design.columns.length);
      if (!Number.isInteger(at) || at < 0 || at > design.columns.length) notApplicable('value', { value: String(at) });
      const model = at === 0 ? design.columns[0] : design.columns[at - 1];
      const fresh = shelfColumn(model?.length ?? 564, model?.heightInSections ?? 6, {
        width: model?.width ?? 342,
        color: model === undefined ? DEFAULT_COLOR : carcassColor(model),
      });
      return { ...design, columns: syncWalls([...design.columns.slice(0, at), fresh, ...design.columns.slice(at)]) };
    }
    case 'column': {
      const picked = explicitColumns(design, selection);
      if (option.action === 'remove') {
        if (picked.length === 0) notApplicable('column.select');
        if (picked.length >= design.columns.length) notApplicable('columns.min');
        return { ...design, columns: syncWalls(design.columns.filter((_, i) => !picked.includes(i))) };
      }
      if (design.columns.length + Math.max(picked.length, 1) > MAX_COLUMNS) notApplicable('columns.max', { max: MAX_COLUMNS });
      const source = picked.length > 0 ? picked : [design.columns.length - 1];
      const columns = design.columns.flatMap((c, i) => (source.includes(i) ? [c, JSON.parse(JSON.stringify(c)) as ShelfColumn] : [c]));
      return { ...design, columns: syncWalls(columns) };
    }
    case 'style':
      return withStyle(design, option.value as ShelfStyle);
    case 'mounting': {
      if (option.value === 'hanging') return withStyle(design, 'AYR');
      if (option.value === 'socle') return withStyle(design, 'SOCLE');
      return design.feet.type === 'hanging' || design.feet.type === 'socle' ? withStyle(design, 'CLASSYC') : design;
    }
    case 'legType': {
      const type = option.value as LegType;
      return STYLES[design.style] === type ? design : withStyle(design, styleForLegType(type));
    }
    case 'platform':
      if (design.feet.type !== 'socle') notApplicable('platform', {}, 'feet.platform');
      return {
        ...design,
        feet: { ...design.feet, platform: Boolean(option.value) },
        columns: design.columns.map(({ socleColor: _, ...c }) => c),
      };
    case 'boardType':
      return { ...design, boardType: option.value === 'metalBar' ? 'metalBar' : 'board', colors: { ...design.colors, metalBar: design.colors.metalBar ?? DEFAULT_METAL_BAR_COLOR } };
    case 'board-add': {
      const fits = cols.filter((i) => {
        const c = design.columns[i];
        return c !== undefined && num > 0 && num < c.heightInSections && !c.boards.some((b) => b.sectionIndex === num) &&
          !c.fronts.some((f) => f.type === 'drawer' && num > f.sectionIndex && num < f.sectionIndex + f.heightInSections);
      });
      if (fits.length === 0) notApplicable('board.add', { section: num });
      return withColumns(design, fits, (c) => {
        const below = [...c.boards].reverse().find((b) => b.sectionIndex < num);
        const boards = [...c.boards, { sectionIndex: num, color: below?.color ?? carcassColor(c) }];
        return { ...c, boards: boards.sort((a, b) => a.sectionIndex - b.sectionIndex) };
      });
    }
    case 'board-delete': {
      const has = cols.filter((i) => {
        const c = design.columns[i];
        return c !== undefined && num > 0 && num < c.heightInSections && c.boards.some((b) => b.sectionIndex === num);
      });
      if (has.length === 0) notApplicable('board.delete', { section: num });
      return withColumns(design, has, (c) => ({ ...c, boards: c.boards.filter((b) => b.sectionIndex !== num) }));
    }
    case 'front-add': {
      const [kindText = '', hText = '', sText = ''] = parseParts(option.value, 3);
      const kind = kindText === 'drawer' ? 'drawer' : 'door';
      const h = Number(hText);
      const s = Number(sText);
      const fits = cols.filter((i) => {
        const c = design.columns[i];
        return c !== undefined && frontFits(c, kind, h, s);
      });
      if (fits.length === 0) {
        notApplicable(kind === 'drawer' ? 'drawer.add' : 'door.add', { sections: h, section: s });
      }
      return withColumns(design, fits, (c) => {
        const front: ShelfFront = { type: kind, sectionIndex: s, heightInSections: h, color: carcassColor(c), handle: { ...design.handle }, hinge: 'left' };
        return { ...c, fronts: [...c.fronts, front].sort((a, b) => a.sectionIndex - b.sectionIndex) };
      });
    }
    case 'front-delete': {
      const has = cols.filter((i) => design.columns[i]?.fronts.some((f) => f.sectionIndex === num));
      if (has.length === 0) notApplicable('front.delete', { section: num });
      return withColumns(design, has, (c) => ({ ...c, fronts: c.fronts.filter((f) => f.sectionIndex !== num) }));
    }
    case 'handle-initial':
    case 'handle-change': {
      const type = option.value as HandleType;
      const color = design.handle.color ?? DEFAULT_HANDLE_COLOR;
      const handle = type === 'none' ? { type } : { type, color };
      const targets = option.type === 'handle-initial' ? design.columns.map((_, i) => i) : cols;
      const next = withColumns(design, targets, (c) => ({ ...c, fronts: c.fronts.map((f) => ({ ...f, handle: type === 'none' ? { type } : { type, color: f.handle.color ?? color } })) }));
      return option.type === 'handle-initial' ? { ...next, handle } : next;
    }
    case 'backwall-whole':
      return withColumns(design, cols, (c) => ({ ...c, backwalls: option.value === true || option.value === 'true' ? wholeBackwalls(c) : [] }));
    case 'backwall-add': {
      const [hText = '', sText = ''] = parseParts(option.value, 2);
      const h = Number(hText);
      const s = Number(sText);
      const fits = cols.filter((i) => {
        const c = design.columns[i];
        return c !== undefined && backwallFits(c, h, s);
      });
      if (fits.length === 0) notApplicable('backwall.add', { sections: h, section: s });
      return withColumns(design, fits, (c) => ({
        ...c,
        backwalls: [...c.backwalls, { sectionIndex: s, heightInSections: h, color: c.backwalls[0]?.color ?? carcassColor(c) }].sort((a, b) => a.sectionIndex - b.sectionIndex),
      }));
    }
    case 'backwall-delete': {
      const has = cols.filter((i) => design.columns[i]?.backwalls.some((b) => b.sectionIndex === num));
      if (has.length === 0) notApplicable('backwall.delete', { section: num });
      return withColumns(design, has, (c) => ({ ...c, backwalls: c.backwalls.filter((b) => b.sectionIndex !== num) }));
    }
    case 'baseboard-cut': {
      const [height = '', depth = ''] = parseParts(option.value, 2);
      return { ...design, baseboardCut: { height: Number(height), depth: Number(depth) } };
    }
    case 'scene':
      return { ...design, scene: option.value as ShelfScene };
    default: {
      const group = SHELF_COLOR_GROUPS.find((g) => option.type === `color-${g}`);
      if (group === undefined) notApplicable('unknown', { option: option.type }, '');
      return setColor(design, group, String(option.value), cols);
    }
  }
}

/** Applies an option (pure); throws DesignRuleError when the result breaks a rule the design did not already break. */
export const shelfApply = checkedApply(shelfValidate, applyUnchecked);

type Draft = OptionDraft;

function draft(action: Option['action'], group: string, type: string, value: Option['value'], text: string, isSelected = false): Draft {
  return { action, group, type, value, text, isSelected };
}

/** A draft whose text carries figures: worded from its label (SHELF_OPTIONS), in English here and per locale on the web. */
function labelled(action: Option['action'], group: string, type: string, value: Option['value'], code: string, params: MessageParams, isSelected = false): Draft {
  const { text, label } = optionLabel(SHELF_OPTIONS, code, params);
  return { action, group, type, value, isSelected, text, label };
}

/** Millimetres as the centimetres the shelf's options show. */
const cmOf = (mm: number) => ({ cm: mm / 10 });

function every(design: ShelfDesign, cols: number[], test: (c: ShelfColumn) => boolean): boolean {
  return cols.length > 0 && cols.every((i) => {
    const c = design.columns[i];
    return c !== undefined && test(c);
  });
}

function drafts(design: ShelfDesign, view: string, selection: Selection): Draft[] {
  const cols = shelfSelectedColumns(design, selection);
  const picked = cols.map((i) => design.columns[i]).filter((c) => c !== undefined);
  const maxH = Math.max(0, ...picked.map((c) => c.heightInSections));
  switch (view) {
    case 'modules':
      return [
        draft('update', view, 'column-add', 'left', 'Add a column on the left'),
        draft('update', view, 'column-add', 'right', 'Add a column on the right'),
        draft('duplicate', view, 'column', 'selected', 'Duplicate the column'),
        draft('remove', view, 'column', 'selected', 'Remove the column'),
      ];
    case 'width':
      return MODULE_WIDTHS.map((w) => labelled('update', view, 'column-length', w, 'column-length', { width: cmOf(w) }, every(design, cols, (c) => c.length === w)));
    case 'height':
      return [
        ...HEIGHTS_IN_SECTIONS.map((h) => labelled('update', view, 'column-height', h, 'column-height', { sections: h, height: cmOf(h * 192 + 19) }, every(design, cols, (c) => c.heightInSections === h))),
        ...WALL_EXTENSIONS.map((e) => {
          const isSelected = every(design, cols, (c) => c.wallLeft.heightInSections - c.heightInSections === e && c.wallRight.heightInSections - c.heightInSections === e);
          return e === 0
            ? draft('update', view, 'wall-extension', e, 'Walls end at the top board', isSelected)
            : labelled('update', view, 'wall-extension', e, 'wall-extension', { sections: e }, isSelected);
        }),
      ];
    case 'depth':
      return DEPTHS.map((d) => labelled('update', view, 'column-depth', d, 'column-depth', { depth: cmOf(d) }, every(design, cols, (c) => c.width === d)));
    case 'styles':
      return [
        ...STYLE_IDS.map((s) => draft('update', view, 'style', s, s, design.style === s)),
        draft('update', view, 'boardType', 'board', 'Boards', design.boardType === 'board'),
        draft('update', view, 'boardType', 'metalBar', 'Metal bars', design.boardType === 'metalBar'),
      ];
    case 'dimensions-legs':
      return [
        draft('update', view, 'mounting', 'hanging', 'Hanging on the wall', design.feet.type === 'hanging'),
        draft('update', view, 'mounting', 'socle', 'On a socle', design.feet.type === 'socle'),
        draft('update', view, 'mounting', 'legs', 'On legs', design.feet.type !== 'hanging' && design.feet.type !== 'socle'),
      ];
    case 'legs':
      return [
        ...LEG_TYPES.map((t) => draft('update', view, 'legType', t, t, design.feet.type === t)),
        draft('toggle', view, 'platform', !design.feet.platform, design.feet.platform ? 'Socle segments per column' : 'Socle as a platform', false),
      ];
    case 'boards-add':
    case 'boards-delete': {
      const add = view === 'boards-add';
      const out: Draft[] = [];
      for (let s = 1; s < maxH; s++) {
        out.push(
          add
            ? labelled('update', view, 'board-add', s, 'board-add', { section: s })
            : labelled('remove', view, 'board-delete', s, 'board-delete', { section: s }, every(design, cols, (c) => c.boards.some((b) => b.sectionIndex === s))),
        );
      }
      return out;
    }
    case 'boards':
      return [...drafts(design, 'boards-add', selection), ...drafts(design, 'boards-delete', selection)];
    case 'fronts-add': {
      const out: Draft[] = [];
      for (const [kind, sizes] of [['door', DOOR_SECTIONS], ['drawer', DRAWER_SECTIONS]] as const) {
        for (const h of sizes) {
          for (let s = 0; s + h <= maxH; s++) {
            out.push(labelled('update', view, 'front-add', `${kind}:${h}:${s}`, `front-add.${kind}`, { sections: h, section: s }));
          }
        }
      }
      return out;
    }
    case 'fronts-delete': {
      const starts = [...new Set(picked.flatMap((c) => c.fronts.map((f) => f.sectionIndex)))].sort((a, b) => a - b);
      return starts.map((s) => labelled('remove', view, 'front-delete', s, 'front-delete', { section: s }));
    }
    case 'fronts-initial-handles':
    case 'fronts-change-handles':
      return HANDLE_TYPES.map((t) =>
        draft('update', view, view === 'fronts-initial-handles' ? 'handle-initial' : 'handle-change', t, t === 'none' ? 'No handle (push to open)' : `Handle: ${t}`,
          view === 'fronts-initial-handles' ? design.handle.type === t : picked.some((c) => c.fronts.length > 0) && picked.every((c) => c.fronts.every((f) => f.handle.type === t))),
      );
    case 'fronts':
      return ['fronts-add', 'fronts-delete', 'fronts-initial-handles', 'fronts-change-handles'].flatMap((v) => drafts(design, v, selection));
    case 'backwalls-whole':
      return [
        draft('toggle', view, 'backwall-whole', true, 'Backwall over the whole column', every(design, cols, fullyBacked)),
        draft('toggle', view, 'backwall-whole', false, 'No backwall', every(design, cols, (c) => c.backwalls.length === 0)),
      ];
    case 'backwalls-partial': {
      const out: Draft[] = [];
      for (const h of BACKWALL_SECTIONS) {
        for (let s = 0; s + h <= maxH; s++) out.push(labelled('update', view, 'backwall-add', `${h}:${s}`, 'backwall-add', { sections: h, section: s }));
      }
      const starts = [...new Set(picked.flatMap((c) => c.backwalls.map((b) => b.sectionIndex)))].sort((a, b) => a - b);
      for (const s of starts) out.push(labelled('remove', view, 'backwall-delete', s, 'backwall-delete', { section: s }));
      return out;
    }
    case 'backwalls':
      return [...drafts(design, 'backwalls-whole', selection), ...drafts(design, 'backwalls-partial', selection)];
    case 'baseboard-cuts': {
      const out: Draft[] = [draft('update', view, 'baseboard-cut', '0:0', 'No baseboard cut', design.baseboardCut.height === 0)];
      for (const h of BASEBOARD_CUT_HEIGHTS.filter((v) => v > 0)) {
        for (const d of BASEBOARD_CUT_DEPTHS.filter((v) => v > 0)) {
          out.push(labelled('update', view, 'baseboard-cut', `${h}:${d}`, 'baseboard-cut', { height: { cm: h }, depth: { cm: d } }, design.baseboardCut.height === h && design.baseboardCut.depth === d));
        }
      }
      return out;
    }
    case 'review':
      return SHELF_SCENE_IDS.map((s) => draft('update', view, 'scene', s, SHELF_SCENES[s].label, design.scene === s));
    case 'colors':
      return SHELF_COLOR_GROUPS.flatMap((g) => drafts(design, `colors-${g}`, selection));
    default: {
      const group = SHELF_COLOR_GROUPS.find((g) => view === `colors-${g}`);
      if (group === undefined) return [];
      const current = currentColors(design, group, cols);
      return allowedColors(design, group).map((c) => draft('update', view, `color-${group}`, c, c, current.size === 1 && current.has(c)));
    }
  }
}

/** Options of a shelf view with disabled state and reason, computed by trying each one. */
export function shelfOptions(design: ShelfDesign, view: string, selection: Selection): ConfigurationOption[] {
  // Colour options list only colours their group allows, so one try per group decides them all;
  // this keeps the colours tab (some 150 options) cheap enough to recompute on every change.
  const trial = optionTrial(shelfApply, shelfValidate, design, selection);
  return optionsByTrial(drafts(design, view, selection), trial, (d) => (d.type.startsWith('color-') ? d.type : undefined));
}

/**
 * The width view's range (docs/decisions.md "Column length is the clear width between walls"): any whole mm
 * from 365 to 726 for the selected columns, narrowed so that the shelf's total length stays within the global
 * limits and its mounting's; null when no value of it fits (the module widths stay the only choice) or when
 * metal bars allow the module widths alone.
 */
export function shelfOptionRange(design: ShelfDesign, view: string, selection: Selection): OptionRange | null {
  if (view !== 'width' || design.boardType === 'metalBar') return null;
  const cols = shelfSelectedColumns(design, selection);
  const picked = cols.map((i) => design.columns[i]).filter((c) => c !== undefined);
  if (picked.length === 0) return null;
  const k = picked.length;
  const rest = shelfTotalLength(design) - picked.reduce((sum, c) => sum + c.length, 0);
  const limits = LEG_TYPE_LIMITS[design.feet.type];
  const lowest = Math.max(TOTAL_LENGTH_MIN_EXCLUSIVE + 1, limits.minLength);
  const highest = Math.min(TOTAL_LENGTH_MAX_EXCLUSIVE - 1, limits.maxLength);
  const min = Math.max(COLUMN_LENGTH_MIN, Math.ceil((lowest - rest) / k));
  const max = Math.min(COLUMN_LENGTH_MAX, Math.floor((highest - rest) / k));
  if (min > max) return null;
  const first = picked[0]!.length;
  const same = picked.every((c) => c.length === first);
  return { action: 'update', group: view, type: 'column-length', min, max, step: 1, unit: 'mm', value: same && first >= min && first <= max ? first : null };
}
