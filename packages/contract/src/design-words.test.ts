import { describe, expect, it } from 'vitest';
import { COLORS, englishMessages, LOCALES, messageCatalogueGaps } from '@masswerk/domain';
import { DESIGN_WORDS, designIssueText } from './design-words.ts';
import de_DE from './design-words/de_DE.json';
import de_AT from './design-words/de_AT.json';
import de_CH from './design-words/de_CH.json';
import fr_FR from './design-words/fr_FR.json';
import fr_CH from './design-words/fr_CH.json';
import en_GB from './design-words/en_GB.json';
import nl_NL from './design-words/nl_NL.json';

// A missing translation fails here, not in a visitor's configurator or an API answer.
const englishWords = Object.fromEntries(Object.entries(englishMessages()).filter(([key]) => !key.startsWith('opt.')));

describe('design words', () => {
  it.each([
    ['de_DE', de_DE],
    ['fr_FR', fr_FR],
    ['nl_NL', nl_NL],
  ] as const)('%s words every issue and term of the English words and nothing else, issues with the same parameters', (_locale, words) => {
    const own: Record<string, string> = words;
    const extra = Object.keys(own).filter((key) => englishWords[key] === undefined && !key.startsWith('color.'));
    expect([...messageCatalogueGaps(englishWords, own, (key) => !key.startsWith('term.')), ...extra]).toEqual([]);
  });

  it('has regional words (de_AT, de_CH, fr_CH) only for keys that exist, and English files only for colours', () => {
    const regional = [...Object.keys(de_AT), ...Object.keys(de_CH), ...Object.keys(fr_CH)];
    expect(regional.filter((key) => !(key in de_DE))).toEqual([]);
    expect(Object.keys(en_GB).filter((key) => !key.startsWith('color.'))).toEqual([]);
  });

  it.each(LOCALES)('%s names every colour of the catalogue', (locale) => {
    expect(COLORS.filter((c) => !/\S/.test(DESIGN_WORDS[locale][`color.${c.id}`] ?? '')).map((c) => c.id)).toEqual([]);
  });

  it('words a rule break in the asked locale, with numbers in its notation, and keeps the English for an unknown code', () => {
    const issue = { path: 'modules.2', code: 'joyn.module.length', params: { module: 3, length: { mm: 999 }, line: 'Joyn', lengths: { anyOf: [{ mm: 800 }, { mm: 16000 }] } }, message: 'Module 3 is 999 mm long.' };
    const german = designIssueText(issue, 'de_DE');
    expect(german).not.toBe(issue.message);
    // The design's millimetres, worded in centimetres in the locale's notation.
    expect(german).toMatch(/99,9\scm/);
    expect(designIssueText(issue, 'fr_FR')).toMatch(/99,9\scm/);
    expect(designIssueText(issue, 'en_GB')).toMatch(/99\.9\scm/);
    expect(designIssueText(issue, 'de_CH')).not.toContain('ß');
    expect(designIssueText({ path: '', code: 'shelf.no.such.rule', message: 'As the domain says.' }, 'nl_NL')).toBe('As the domain says.');
  });
});
