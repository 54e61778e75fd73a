import { describe, expect, it } from 'vitest';
import { FAMILY_ISSUES } from '../families/issue-words.ts';
import { FAMILIES } from '../families/registry.ts';
import { ENGLISH, englishMessage } from './english.ts';
import { formatMessage, MessageTemplateError, messageParamNames, type MessageLocale } from './format.ts';

const german: MessageLocale = { bcp47: 'de-DE', term: (key) => ({ 'legType.slanted': 'schräg' })[key], color: (id) => (id === 'oak' ? 'Eiche' : id) };

describe('formatMessage', () => {
  it('words numbers, lengths, sizes and lists with Intl, in the locale', () => {
    const params = { n: 72.6, length: { cm: 72.6 }, size: { mmSize: [540, 600] as const }, lengths: { anyOf: [{ mm: 800 }, { mm: 1200 }, { mm: 16000 }] } };
    const template = '{n}; {length}; {size}; {lengths}';
    expect(formatMessage(template, params, ENGLISH)).toBe('72.6; 72.6 cm; 54 × 60 cm; 80 cm, 120 cm or 1600 cm');
    expect(formatMessage(template, params, german).replace(/\u00a0|\u202f/g, ' ')).toBe('72,6; 72,6 cm; 54 × 60 cm; 80 cm, 120 cm oder 1600 cm');
  });

  it('chooses plural forms by Intl.PluralRules and puts the number for #', () => {
    const template = '{n, plural, =0 {no section} one {# section} other {# sections}}';
    expect([0, 1, 2, 1.5].map((n) => formatMessage(template, { n }, ENGLISH))).toEqual(['no section', '1 section', '2 sections', '1.5 sections']);
    expect(formatMessage('{n, plural, one {# Fach} other {# Fächer}}', { n: 1.5 }, german)).toBe('1,5 Fächer');
  });

  it('selects by text, number or term, with nested arguments', () => {
    const template = '{kind, select, door {Door of column {column}} other {Drawer}}';
    expect(formatMessage(template, { kind: 'door', column: 2 }, ENGLISH)).toBe('Door of column 2');
    expect(formatMessage(template, { kind: 'drawer' }, ENGLISH)).toBe('Drawer');
    expect(formatMessage('{t, select, legType.slanted {{t} legs} other {legs}}', { t: { term: 'legType.slanted' } }, german)).toBe('schräg legs');
    expect(formatMessage('{c}', { c: { color: 'oak' } }, german)).toBe('Eiche');
  });

  it('refuses a parameter it lacks unless told to keep it, and a broken template', () => {
    expect(() => formatMessage('{a} {b}', { a: 1 }, ENGLISH)).toThrow(MessageTemplateError);
    expect(formatMessage('{a} {b}', { a: 1 }, ENGLISH, { missing: 'keep' })).toBe('1 {b}');
    expect(() => formatMessage('{a', { a: 1 }, ENGLISH)).toThrow(MessageTemplateError);
    expect(() => formatMessage('{a, plural, one {x}}', { a: 1 }, ENGLISH)).toThrow(/other/);
  });

  it('names the parameters of a template, inside branches but not the branch words', () => {
    expect([...messageParamNames('{kind, select, door {doors of {column}} other {drawers}} {n, plural, one {# x} other {# {y}}}')].sort()).toEqual(['column', 'kind', 'n', 'y']);
  });
});

describe('the English words of every issue the domain can emit', () => {
  it.each(Object.keys(FAMILIES))('%s: every rule reads as a sentence with its sample parameters', (type) => {
    for (const [rule, words] of Object.entries(FAMILY_ISSUES[type as keyof typeof FAMILY_ISSUES])) {
      const text = englishMessage(words.en, words.sample);
      // A structure error starts with the field's path, the one sentence that may start in lower case.
      if (rule !== 'parse.structure') expect(text, rule).toMatch(/^[A-Z“]/);
      expect(text, rule).toMatch(/[.!?]$/);
      expect(text, rule).not.toMatch(/[{}]|undefined|NaN|\[object|\b(legType|interior|handle)\.[a-z]/);
      // Every parameter the sample carries is used, so no figure is silently dropped.
      expect([...messageParamNames(words.en)].sort(), rule).toEqual(expect.arrayContaining(Object.keys(words.sample).filter((k) => words.en.includes(`{${k}`))));
    }
  });

  it('words a structure error of a stored design without the validator\'s own text', () => {
    const parsed = FAMILIES.shelf.parse({ ...FAMILIES.shelf.defaults(), columns: [{ heightInSections: 'six' }] });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    for (const e of parsed.errors) {
      expect(e.code).toBe('shelf.parse.structure');
      expect(e.message).not.toMatch(/Invalid input|expected .*, received/);
      expect(e.message).toMatch(/^columns\.0\.\w+ (must|is) /);
    }
  });
});
