/** Words of the cushion's rules (codes `cushion.{rule}`): English templates with sample parameters. */
import { DESIGN_ISSUES, type IssueTable, type OptionTable } from '../kit/messages.ts';

export const CUSHION_ISSUES: IssueTable = {
  ...DESIGN_ISSUES,
  size: {
    en: 'A cushion of {size} is not made; choose {sizes}.',
    sample: { size: { mmSize: [450, 450] }, sizes: { anyOf: [{ mmSize: [300, 500] }, { mmSize: [400, 400] }] } },
  },
  color: { en: '“{id}” is not one of our fabrics or leathers: choose a cover colour from the list.', sample: { id: 'oak' } },
  'option.unknown': { en: 'The cushion configurator has no option “{option}”.', sample: { option: 'fringe' } },
};

/** Texts of the cushion options that carry figures (`opt.{code}` in each locale). */
export const CUSHION_OPTIONS: OptionTable = {
  'size': { en: '{size}', sample: { size: { cmSize: [30, 50] } } },
};
