import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@masswerk/domain';
import { inheritedText } from './content.ts';

// Any JSON (keys in ASCII, as content keys are) whose strings lean towards German: ß, ẞ, s, ö.
const germanish = fc.string({ unit: fc.constantFrom('a', 'ß', 'ẞ', 'S', 's', ' ', 'ö') });
const { value: json } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    germanish,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value')),
    fc.dictionary(fc.string(), tie('value')),
  ),
}));

describe('inheritedText', () => {
  it('writes every ß of a de_DE text inherited by de_CH as ss, and changes nothing else', () => {
    fc.assert(
      fc.property(json, (data) => {
        const swiss = JSON.stringify(inheritedText('de_CH', 'de_DE', data));
        expect(swiss).not.toMatch(/[ßẞ]/);
        // Same structure, keys and other values: only the letters changed.
        expect(swiss).toBe(JSON.stringify(data).replaceAll('ß', 'ss').replaceAll('ẞ', 'SS'));
      }),
    );
  });

  it('leaves every other pair of locales as written', () => {
    fc.assert(
      fc.property(json, fc.constantFrom(...LOCALES), fc.constantFrom(...LOCALES), (data, locale, from) => {
        fc.pre(!(locale === 'de_CH' && from === 'de_DE'));
        expect(inheritedText(locale, from, data)).toBe(data);
      }),
    );
  });
});
