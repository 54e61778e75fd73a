import { describe, expect, it } from 'vitest';
import {
  ENGLISH,
  englishMessages,
  FAMILIES,
  FAMILY_ISSUES,
  FAMILY_OPTIONS,
  formatMessage,
  LOCALES,
  localeInfo,
  messageCatalogueGaps,
  REFERENCE_DESIGNS,
  type FurnitureType,
  type MessageParam,
  type MessageParams,
} from '@masswerk/domain';
import de_DE from './messages/de_DE.json';
import de_AT from './messages/de_AT.json';
import de_CH from './messages/de_CH.json';
import fr_FR from './messages/fr_FR.json';
import fr_CH from './messages/fr_CH.json';
import en_GB_own from './messages/en_GB.json';
import nl_NL from './messages/nl_NL.json';
import { configuratorMessages, configuratorMessagesFor } from './messages.server';
import { issueKey } from '@masswerk/contract';
import { optionIsColor, optionKey, translatorFor } from './i18n';
import { viewSubViews } from './view-options';

// A missing translation fails here, not in front of a visitor.
// English option words come from the domain; the file holds the configurator's other English words. The words
// of design rules, terms and colours are the contract's (design-words.test.ts checks them).
const englishOptions = Object.fromEntries(Object.entries(englishMessages()).filter(([key]) => key.startsWith('opt.')));
const en_GB = { ...englishOptions, ...en_GB_own };

describe('configurator messages', () => {
  const reference = Object.keys(de_DE).sort();

  it.each([
    ['fr_FR', fr_FR],
    ['en_GB', en_GB],
    ['nl_NL', nl_NL],
  ])('%s translates every key of de_DE and nothing else', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual(reference);
  });

  it.each([
    ['de_AT', de_AT],
    ['de_CH', de_CH],
    ['fr_CH', fr_CH],
  ])('%s only overrides keys that exist', (_locale, overrides) => {
    for (const key of Object.keys(overrides)) expect(reference).toContain(key);
  });

  it('Swiss German writes ss, never ß', () => {
    for (const text of Object.values(configuratorMessages('de_CH'))) expect(text).not.toContain('ß');
  });

  it.each(LOCALES)('%s names every view, sub-view and next step of every family', (locale) => {
    const messages = configuratorMessages(locale);
    for (const [type, family] of Object.entries(FAMILIES)) {
      for (const view of family.views.mobile) expect(messages[`view.${type}.${view.id}`], `${locale} view.${type}.${view.id}`).toMatch(/\S/);
      for (const sub of viewSubViews(family, family.views.desktop.id)) expect(messages[`subview.${sub}`], `${locale} subview.${sub}`).toMatch(/\S/);
    }
  });

  it('words every option of the reference designs in German without an English leftover placeholder', () => {
    const t = translatorFor('de_DE', configuratorMessages('de_DE'));
    for (const [type, family] of Object.entries(FAMILIES)) {
      const designs = [family.defaults(), ...Object.values(REFERENCE_DESIGNS[type as FurnitureType])];
      for (const design of designs) {
        for (const sub of viewSubViews(family, family.views.desktop.id)) {
          for (const option of family.options(design, sub, family.sections(design).slice(0, 1).map((s) => s.id))) {
            const text = t.option(option);
            expect(text, `${type} ${sub} ${option.type} ${String(option.value)}`).not.toMatch(/\{n\d/);
            // Colours are named by their id (color.{id}); every other option has a key, shelf styles included.
            if (!optionIsColor(option)) {
              expect(optionKey(option, configuratorMessages('de_DE')), `${type} ${sub} ${option.type} "${option.text}"`).not.toBeNull();
            }
          }
        }
      }
    }
  });

  it('formats figures, plurals and fallbacks', () => {
    const de = translatorFor('de_DE', configuratorMessages('de_DE'));
    const spaced = (text: string): string => text.replace(/\u00a0|\u202f/g, ' ');
    const width = FAMILIES.shelf.options(FAMILIES.shelf.defaults(), 'width', []).find((o) => o.value === 564)!;
    expect(width.label).toEqual({ code: 'column-length', params: { width: { cm: 56.4 } } });
    expect(spaced(de.option(width))).toBe('Breite 56,4 cm');
    const height = FAMILIES.shelf.options(FAMILIES.shelf.defaults(), 'height', []).find((o) => o.type === 'column-height' && o.value === 2)!;
    expect(spaced(de.option(height))).toBe('2 Fächer (40,3 cm)');
    expect(spaced(de.option({ ...height, label: { code: 'column-height', params: { sections: 1, height: { cm: 21.1 } } } }))).toBe('1 Fach (21,1 cm)');
    expect(de.option({ action: 'update', group: 'x', type: 'unknown', value: 1, text: 'Something new', isDisabled: false, isSelected: false })).toBe('Something new');
    expect(de.issue({ path: '', code: 'shelf.height.warning', params: { height: { cm: 230.3 }, limit: { cm: 200 } }, message: 'The shelf is 230.3 cm high…' })).toContain('230,3 cm');
  });
});

/** Every code the domain can emit, with the words and sample parameters of its family. */
const ISSUE_CODES = (Object.entries(FAMILY_ISSUES) as [FurnitureType, (typeof FAMILY_ISSUES)[FurnitureType]][]).flatMap(([type, table]) =>
  Object.entries(table).map(([rule, words]) => ({ code: `${type}.${rule}`, sample: words.sample })),
);

/** The sample with every number (and every length's figure) set to n: plural forms get exercised with 1 and with more. */
function withNumbers(params: MessageParams, n: number): MessageParams {
  const swap = (p: MessageParam): MessageParam =>
    typeof p === 'number' ? n : typeof p === 'object' && 'mm' in p ? { mm: n } : typeof p === 'object' && 'cm' in p ? { cm: n } : p;
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, swap(v)]));
}

// Colours and issues are translated by stable key (colour id, issue code) with typed parameters, not by English text.
describe('colour and issue translations', () => {
  it('knows every code of every family, a few hundred of them', () => {
    const codes = ISSUE_CODES.map((c) => c.code);
    for (const code of ['shelf.height.warning', 'wardrobe.length.max', 'cushion.size', 'joyn.legs.missing', 'pyllow.module.backCushionLength', 'wardrobe.parse.structure']) {
      expect(codes).toContain(code);
    }
    expect(codes.length).toBeGreaterThan(300);
  });

  it.each(LOCALES)('%s words every issue code the domain can emit as a whole sentence, with 1 and with many', (locale) => {
    const messages = configuratorMessages(locale);
    const t = translatorFor(locale, messages);
    const english = locale.startsWith('en');
    const problems: string[] = [];
    for (const { code, sample } of ISSUE_CODES) {
      const key = issueKey(code, messages);
      if (key === null) {
        problems.push(`${code}: no words`);
        continue;
      }
      for (const params of [sample, withNumbers(sample, 1), withNumbers(sample, 2)]) {
        const message = formatMessage(configuratorMessages('en_GB')[key] ?? '', params, ENGLISH);
        const text = t.issue({ path: '', code, params, message });
        if (/[{}]|undefined|NaN|\[object/.test(text)) problems.push(`${code}: "${text}"`);
        // No English left in another language, no "1 sections", no "a 800 mm" (French "a" is a verb).
        if (!english && text === message && Object.keys(params).length > 0) problems.push(`${code}: English "${text}"`);
        if (/\b1 (sections|columns|compartments|holes|modules|Fächer|Spalten|Löcher|cases|colonnes|trous|vakken|kolommen|gaten)\b/.test(text)) problems.push(`${code}: plural "${text}"`);
        if (english && /\b(a|an) \d/.test(text)) problems.push(`${code}: article "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(LOCALES)('%s words the text of every option with figures, by its label, with 1 and with many', (locale) => {
    const messages = configuratorMessages(locale);
    const t = translatorFor(locale, messages);
    const problems: string[] = [];
    for (const table of Object.values(FAMILY_OPTIONS)) {
      for (const [code, words] of Object.entries(table)) {
        for (const params of [words.sample, withNumbers(words.sample, 1), withNumbers(words.sample, 2)]) {
          const text = t.option({ action: 'update', group: 'g', type: 't', value: 0, text: 'English', label: { code, params }, isDisabled: false, isSelected: false });
          if (text === 'English' || /[{}]|undefined|NaN/.test(text)) problems.push(`${code}: "${text}"`);
          if (/\b1 (sections|Fächer|cases|vakken)\b/.test(text)) problems.push(`${code}: plural "${text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['de_DE', de_DE],
    ['fr_FR', fr_FR],
    ['nl_NL', nl_NL],
  ] as const)('%s words every option text of the English catalogue, with the same parameters', (_locale, messages) => {
    expect(messageCatalogueGaps(englishOptions, messages)).toEqual([]);
  });

  it.each(LOCALES)('%s words a module length issue in its own language, numbers and units in its notation', (locale) => {
    const t = translatorFor(locale, configuratorMessages(locale));
    const params = { module: 3, length: { mm: 999 }, line: 'Joyn', lengths: { anyOf: [{ mm: 800 }, { mm: 1200 }, { mm: 16000 }] } };
    const text = t.issue({ path: 'modules.2', code: 'joyn.module.length', params, message: 'Module 3 is 999 mm long; …' });
    expect(text).toMatch(/\b3\b/);
    // Millimetres of the design, worded in centimetres like every size in the shop: 99,9 cm in German.
    expect(text).toContain(new Intl.NumberFormat(localeInfo(locale).bcp47).format(99.9));
    expect(text).toContain('1600');
    expect(text).toMatch(/\bcm\b/);
    expect(text).not.toMatch(/\bmm\b/);
    if (!locale.startsWith('en')) expect(text).not.toContain('seat modules');
  });

  it('names colours in the locale', () => {
    expect(translatorFor('de_DE', configuratorMessages('de_DE')).color('white_9003')).toBe('Signalweiß');
    expect(translatorFor('de_CH', configuratorMessages('de_CH')).color('white_9003')).toBe('Signalweiss');
    expect(translatorFor('fr_FR', configuratorMessages('fr_FR')).color('belize_leather_black_2109')).toBe('Cuir Belize noir');
    expect(translatorFor('nl_NL', configuratorMessages('nl_NL')).color('oak')).toBe('Eiken');
  });
});


describe('disabled-option reasons', () => {
  it.each(['de_DE', 'fr_FR', 'en_GB', 'nl_NL'] as const)('%s words the reason of every disabled option of the reference designs by its code', (locale) => {
    const messages = configuratorMessages(locale);
    const missing = new Set<string>();
    let disabled = 0;
    for (const [type, family] of Object.entries(FAMILIES)) {
      const designs = [family.defaults(), ...Object.values(REFERENCE_DESIGNS[type as FurnitureType])];
      for (const design of designs) {
        for (const sub of viewSubViews(family, family.views.desktop.id)) {
          for (const option of family.options(design, sub, family.sections(design).slice(0, 1).map((s) => s.id))) {
            if (!option.isDisabled || option.message === undefined) continue;
            disabled += 1;
            if (option.messageCode === undefined || issueKey(option.messageCode, messages) === null) missing.add(`${type}: ${option.messageCode ?? '(no code)'} "${option.message}"`);
          }
        }
      }
    }
    expect(disabled).toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
  });
});

// Each configurator page carries one family's words (configuratorMessagesFor): everything its own rules may say.
describe("a family's catalogue", () => {
  it.each(LOCALES)('%s: each family keeps the words of every issue it can raise, and drops the other families\' rules and views', (locale) => {
    const all = configuratorMessages(locale);
    for (const type of Object.keys(FAMILIES) as FurnitureType[]) {
      const mine = configuratorMessagesFor(locale, type);
      for (const { code } of ISSUE_CODES.filter((c) => c.code.startsWith(`${type}.`))) {
        const key = issueKey(code, all);
        expect(issueKey(code, mine), `${type}: ${code}`).toBe(key);
        if (key !== null) expect(mine[key]).toBe(all[key]);
      }
      const owners = new Set(['design', type, FAMILIES[type].sharedRuleSet ?? type]);
      const foreign = Object.keys(mine).filter((key) => {
        const owner = key.split('.')[1]!;
        return /^(issue|view)\./.test(key) && (owner in FAMILIES || owner === 'sofa') && !owners.has(owner);
      });
      expect(foreign, type).toEqual([]);
      // Everything else stays: option words, colours, the panel's own words.
      for (const key of Object.keys(all).filter((k) => !/^(issue|view)\./.test(k))) expect(mine[key], `${type}: ${key}`).toBe(all[key]);
    }
    expect(JSON.stringify(configuratorMessagesFor(locale, 'shelf')).length).toBeLessThan(0.8 * JSON.stringify(all).length);
  });
});
