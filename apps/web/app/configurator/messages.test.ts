import { describe, expect, it } from 'vitest';
import { COLORS, FAMILIES, LOCALES, REFERENCE_DESIGNS, type FurnitureType } from '@masswerk/domain';
import de_DE from './messages/de_DE.json';
import de_AT from './messages/de_AT.json';
import de_CH from './messages/de_CH.json';
import fr_FR from './messages/fr_FR.json';
import fr_CH from './messages/fr_CH.json';
import en_GB from './messages/en_GB.json';
import nl_NL from './messages/nl_NL.json';
import { configuratorMessages } from './messages.server';
import { issueKey, optionIsColor, optionKey, translatorFor } from './i18n';
import { validationIssueCodes } from './issue-codes.test-helper';
import { viewSubViews } from './view-options';

// A missing translation fails here, not in front of a visitor.
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
    expect(de.option({ action: 'update', group: 'width', type: 'column-length', value: 564, text: 'Width 56.4 cm', isDisabled: false, isSelected: false })).toBe('Breite 56,4 cm');
    expect(de.option({ action: 'update', group: 'height', type: 'column-height', value: 2, text: '2 sections (40.3 cm)', isDisabled: false, isSelected: false })).toBe('2 Fächer (40,3 cm)');
    expect(de.option({ action: 'update', group: 'x', type: 'unknown', value: 1, text: 'Something new', isDisabled: false, isSelected: false })).toBe('Something new');
    expect(de.issue({ path: '', code: 'shelf.height.warning', message: 'The shelf is 230.3 cm high; above 200 cm it must be fixed to the wall.' })).toContain('230,3 cm');
  });
});

// Colours and validation issues are translated by stable key (colour id, issue code), not by English text.
describe('colour and issue translations', () => {
  const codes = validationIssueCodes();

  it('finds the rule codes of every family in the domain', () => {
    for (const code of ['shelf.height.warning', 'wardrobe.length.max', 'cushion.size', 'joyn.legs.missing', 'pyllow.module.backCushionLength']) expect(codes).toContain(code);
    expect(codes.length).toBeGreaterThan(150);
  });

  it.each([
    ['de_DE', de_DE],
    ['fr_FR', fr_FR],
    ['en_GB', en_GB],
    ['nl_NL', nl_NL],
  ] as const)('%s names every colour of the catalogue and words every issue code', (_locale, messages) => {
    const own: Record<string, string> = messages;
    const missingColors = COLORS.filter((c) => !/\S/.test(own[`color.${c.id}`] ?? '')).map((c) => c.id);
    expect(missingColors).toEqual([]);
    const missingIssues = codes.filter((code) => issueKey(code, own) === null);
    expect(missingIssues).toEqual([]);
  });

  it.each(LOCALES)('%s words issues in its own language, with the figures of the domain', (locale) => {
    const t = translatorFor(locale, configuratorMessages(locale));
    const issue = { path: 'modules.2', code: 'joyn.module.length', message: 'Module 3 is 999 mm long; Joyn seat modules are 77, 102 or 120 cm long.' };
    const text = t.issue(issue);
    expect(text).toMatch(/\b3\b/);
    expect(text).toContain('999');
    if (!locale.startsWith('en')) expect(text).not.toBe(issue.message);
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
