/**
 * Configuration options of a sofa view: what each sub-view offers, selected where the design has
 * it, and disabled with the rule's message where applying it would break a rule (never hidden).
 */
import { colorById } from '../../catalogue/colors.ts';
import type { ConfigurationOption, FamilyViews, Selection } from '../family.ts';
import { optionTrial, optionsByTrial, type OptionDraft } from '../kit/apply.ts';
import { optionLabel } from '../kit/messages.ts';
import type { MessageParam, MessageParams } from '../../messages/format.ts';
import { SOFA_OPTIONS } from './messages.ts';
import { ALL_LEG_COLORS, UPHOLSTERY_COLORS, legColorAllowed } from './covers.ts';
import { sofaChecked, sofaSelectedModules } from './edit.ts';
import { sofaLegColorIssue, sofaValidate } from './rules.ts';
import type { SofaLine } from './line.ts';
import { lineCornerLength } from './line.ts';
import { subViewsOf } from './views.ts';
import type { SofaDesign } from './types.ts';
import { LEG_TYPES } from './types.ts';

type Draft = OptionDraft;

/** Millimetres as the whole centimetres the sofa options show. */
const cm = (v: number) => ({ cm: Math.round(v / 10) });
/** The text of an option with figures, as a label and in English (SOFA_OPTIONS). */
const words = (code: string, params: MessageParams) => optionLabel(SOFA_OPTIONS, code, params);

/** Options of a view (desktop tab, mobile tab or sub-view) for a sofa design and selection. */
export function sofaOptions(
  line: SofaLine,
  views: FamilyViews,
  design: SofaDesign,
  view: string,
  selection: Selection,
): ConfigurationOption[] {
  const drafts = subViewsOf(views, view).flatMap((sub) => subViewDrafts(line, design, sub, selection));
  const tryApply = optionTrial(sofaChecked(line), (d: SofaDesign) => sofaValidate(line, d), design, selection);
  return optionsByTrial(drafts, (d) => {
    if (d.type !== 'color') return tryApply(d);
    // Colours change no geometry: only leg colours can break a rule, so skip the trial apply.
    const legs = design.legs;
    const color = String(d.value);
    return d.group === 'feet' && legs !== undefined && !legColorAllowed(legs.type, color) ? sofaLegColorIssue(line, legs.type, color) : null;
  });
}

function subViewDrafts(line: SofaLine, design: SofaDesign, sub: string, selection: Selection): Draft[] {
  const selected = sofaSelectedModules(design, selection);
  const sel = selected.length === 1 ? design.modules[selected[0]!] : undefined;
  const first = design.modules.find((m) => !m.ottomanMode);
  const depth = design.modules.find((m) => !m.ottomanMode && m.type !== 'corner' && !(m.storageMode && line.storageModuleSizes.length > 0))?.moduleDepth ?? line.defaultDepth;
  // An add-module option: its value says which module ("extension-left", with ".square" only in the text's code), its text one size.
  const add = (kind: string, size: MessageParam, extra: Partial<Draft>, categoryName: string): Draft => ({
    action: 'update', group: sub, type: 'addModule', value: kind.replace('.square', ''), categoryName, ...extra,
    ...words(`addModule.${kind}`, kind === 'ottoman' || kind === 'storage' ? { size } : { length: size }),
  });
  switch (sub) {
    case 'height':
      return line.heights.length < 2 ? [] : line.heights.map((h) => ({
        action: 'update', group: sub, type: 'moduleHeight', value: h, ...words('moduleHeight', { height: cm(h) }), height: h, isSelected: first?.moduleHeight === h,
      }));
    case 'depth':
      return line.depths.length < 2 ? [] : line.depths.map((d) => ({
        action: 'update', group: sub, type: 'moduleDepth', value: d.value, text: d.text, depth: d.value, isSelected: depth === d.value,
      }));
    case 'back-cushions':
      return line.backCushionHeights.length < 2 ? [] : line.backCushionHeights.map((b) => ({
        action: 'update', group: sub, type: 'backCushionHeight', value: b.value, text: b.text, height: b.value, isSelected: first?.backCushionHeight === b.value,
      }));
    case 'modules': {
      const out: Draft[] = [];
      if (selected.length > 0) {
        out.push({ action: 'remove', group: sub, type: 'module', value: selection.join(','), text: 'Remove module' });
        out.push({ action: 'duplicate', group: sub, type: 'module', value: selection.join(','), text: 'Duplicate module' });
      }
      if (sel !== undefined && sel.type === 'base' && !sel.ottomanMode && line.sleepingLengths.length > 0) {
        out.push({ action: 'toggle', group: sub, type: 'sleepingMode', value: !sel.sleepingMode, text: 'Sleeping function', isSelected: sel.sleepingMode });
      }
      if (sel !== undefined && sel.type === 'base' && !sel.ottomanMode && line.storageSeatLengths.length > 0) {
        out.push({ action: 'toggle', group: sub, type: 'storageMode', value: !sel.storageMode, text: 'Storage under the seat', storageMode: true, isSelected: sel.storageMode });
      }
      for (const o of line.ottomans) {
        out.push(add('ottoman', { cmSize: [Math.round(o.length / 10), Math.round(o.depth / 10)] }, { moduleLength: o.length, length: o.length, depth: o.depth, ottomanMode: true }, 'ottomans'));
      }
      return out;
    }
    case 'seat-modules': {
      const out: Draft[] = line.seatLengths.map((l) => add('base', cm(l), { moduleLength: l, length: l, depth }, 'seat-modules'));
      for (const l of line.sleepingLengths) out.push(add('sleeping', cm(l), { moduleLength: l, length: l, depth }, 'seat-modules'));
      for (const l of line.edgeLengths) {
        for (const dir of ['left', 'right'] as const) out.push(add(`edge-${dir}`, cm(l), { moduleLength: l, length: l, depth }, 'end-modules'));
      }
      if (sel !== undefined && !sel.ottomanMode && (sel.type === 'base' || sel.type === 'edge')) {
        const lengths = sel.sleepingMode ? line.sleepingLengths : sel.type === 'edge' ? line.edgeLengths : sel.storageMode && line.storageModuleSizes.length > 0 ? line.storageModuleSizes : line.seatLengths;
        for (const l of lengths) {
          out.push({ action: 'update', group: sub, type: 'moduleLength', value: l, ...words('moduleLength', { length: cm(l) }), moduleLength: l, length: l, isSelected: sel.moduleLength === l, categoryName: 'selected-module' });
        }
      }
      return out;
    }
    case 'lounge': {
      const out: Draft[] = [];
      const lengths = [...line.extensionForbiddenLengths, ...line.extensionModuleLengths].sort((a, b) => a - b);
      for (const l of lengths) {
        for (const dir of ['left', 'right'] as const) {
          for (const square of line.allowSquareExtension ? [false, true] : [false]) {
            const ext = square ? l : line.extensionDepth;
            out.push(add(`extension-${dir}${square ? '.square' : ''}`, cm(l), { moduleLength: l, length: l, depth: depth + ext, square }, 'lounge'));
          }
        }
      }
      if (sel?.type === 'extension' && line.allowSquareExtension) {
        out.push({ action: 'toggle', group: sub, type: 'extensionsSquare', value: !sel.extensionsSquare, text: 'Square lounge', square: true, isSelected: sel.extensionsSquare });
      }
      return out;
    }
    case 'corner-modules': {
      const c = lineCornerLength(line, depth);
      return (['left', 'right'] as const).map((dir) => add(`corner-${dir}`, cm(c), { moduleLength: c, length: c, depth: c }, 'corner-modules'));
    }
    case 'open-modules-storage-space':
      return line.storageModuleSizes.map((s) => add('storage', { cmSize: [Math.round(s / 10), Math.round(s / 10)] }, { moduleLength: s, length: s, depth: s, storageMode: true, square: true }, 'storage'));
    case 'armrests': {
      const lounge = sel?.type === 'extension';
      const widths = [0, ...(lounge ? line.extensionSideLengths : line.armrestLengths)];
      const ends = design.modules.filter((m) => !m.ottomanMode);
      const current = sel !== undefined ? Math.max(...(lounge ? sel.extensionsLength : sel.armrestLength)) : (ends[0]?.armrestLength[0] ?? 0);
      return widths.map((w) => ({
        action: 'update', group: sub, type: 'armrestLength', value: w, ...(w === 0 ? { text: 'No armrest' } : words('armrestLength', { width: cm(w) })), length: w, isSelected: current === w,
      }));
    }
    case 'feet': {
      const current = line.legs === 'design' ? design.legs?.type : (sel ?? design.modules[0])?.legType;
      return line.legs === 'none' ? [] : LEG_TYPES.map((t) => ({
        action: 'update', group: sub, type: 'legType', value: t, text: `${t.charAt(0).toUpperCase()}${t.slice(1)} feet`, isSelected: current === t,
      }));
    }
    case 'feet-height-11-cm':
    case 'feet-height-17-cm': {
      const h = sub === 'feet-height-11-cm' ? 'normal' : 'high';
      return line.legs !== 'design' ? [] : [{
        action: 'update', group: sub, type: 'legHeight', value: h, ...words('legHeight', { height: cm(line.legHeights[h]) }), height: line.legHeights[h], isSelected: design.legs?.height === h,
      }];
    }
    case 'whole-couch':
    case 'base-and-back':
    case 'cushions-and-armrests': {
      const current = sub === 'base-and-back' ? (design.colors.color ?? design.colors.base)?.[0] : (sel?.colors?.cushion ?? design.modules[0]?.colors?.cushion ?? design.colors.cushion[0]);
      return UPHOLSTERY_COLORS.map((c) => ({
        action: 'update', group: sub, type: 'color', value: c, text: colorById(c)?.name ?? c, isSelected: current === c,
      }));
    }
    case 'feet-colors':
      return line.legs !== 'design' ? [] : ALL_LEG_COLORS.map((c) => ({
        action: 'update', group: 'feet', type: 'color', value: c, text: colorById(c)?.name ?? c, isSelected: design.legs?.color === c,
      }));
    default:
      return [];
  }
}
