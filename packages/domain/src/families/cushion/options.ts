/** Options of the cushion's views (sizes, colours) and apply(), checked like every family's (kit/apply.ts). */
import { colorById } from '../../catalogue/colors.ts';
import type { ConfigurationOption, Selection } from '../family.ts';
import { checkedApply, optionTrial, optionsByTrial, refusalOf, type OptionDraft } from '../kit/apply.ts';
import { optionLabel } from '../kit/messages.ts';
import { UPHOLSTERY_COLORS } from '../sofa/covers.ts';
import { CUSHION_SIZES } from './constants.ts';
import type { CushionDesign } from './design.ts';
import { CUSHION_ISSUES, CUSHION_OPTIONS } from './messages.ts';
import { cushionValidate } from './rules.ts';

const refuse = refusalOf('cushion', CUSHION_ISSUES);

function cushionChange(design: CushionDesign, option: ConfigurationOption): CushionDesign {
  if (option.type === 'size') {
    const [length, width] = String(option.value).split('x').map(Number);
    return { ...design, length: length ?? 0, width: width ?? 0 };
  }
  if (option.type === 'color') return { ...design, color: String(option.value) };
  return refuse('option.unknown', { option: option.type });
}

/** Applies an option (pure); throws DesignRuleError when the result would break a rule. */
export const cushionApply = checkedApply(cushionValidate, cushionChange);

function cushionDrafts(design: CushionDesign, view: string): OptionDraft[] {
  const subs = view === 'default' ? ['sizes', 'colors'] : view === 'elements' ? ['sizes'] : view === 'review' ? [] : [view];
  const out: OptionDraft[] = [];
  if (subs.includes('sizes')) {
    for (const s of CUSHION_SIZES) {
      out.push({ action: 'update', group: 'sizes', type: 'size', value: `${s.length}x${s.width}`, ...optionLabel(CUSHION_OPTIONS, 'size', { size: { cmSize: [s.length / 10, s.width / 10] } }), isSelected: design.length === s.length && design.width === s.width, length: s.length, depth: s.width });
    }
  }
  if (subs.includes('colors')) {
    for (const c of UPHOLSTERY_COLORS) out.push({ action: 'update', group: 'colors', type: 'color', value: c, text: colorById(c)?.name ?? c, isSelected: design.color === c });
  }
  return out;
}

/** Options of a cushion view; every cover colour is allowed, so the colours share one trial. */
export function cushionOptions(design: CushionDesign, view: string, selection: Selection): ConfigurationOption[] {
  const trial = optionTrial(cushionApply, cushionValidate, design, selection);
  return optionsByTrial(cushionDrafts(design, view), trial, (d) => (d.type === 'color' ? 'color' : undefined));
}
