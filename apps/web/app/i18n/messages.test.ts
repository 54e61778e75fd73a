import { describe, expect, it } from 'vitest';
import { englishMessages, LOCALES, messageParamNames } from '@masswerk/domain';
import { PARENT_LOCALE } from '@masswerk/contract';
import { messagesFor } from './messages.server';

// A missing translation fails here, not in front of a visitor. Every folder named messages/ under app/
// is a namespace (the shell's in i18n/messages, a feature's in <feature>/messages) with one JSON file per
// locale: the four full locales carry every key of the namespace; de_AT, de_CH and fr_CH inherit
// (de_DE, fr_FR) and may only override keys that exist.
const files = import.meta.glob<Record<string, string>>('../**/messages/*.json', { eager: true, import: 'default' });

const namespaces = new Map<string, Map<string, Record<string, string>>>();
for (const [path, messages] of Object.entries(files)) {
  const match = /^(.*)\/messages\/(\w+)\.json$/.exec(path);
  if (!match) continue;
  const [, folder, locale] = match as unknown as [string, string, string];
  if (!namespaces.has(folder)) namespaces.set(folder, new Map());
  namespaces.get(folder)!.set(locale, messages);
}
// The configurator's English option words are the domain's (one source for the API and the web): its en_GB
// catalogue is the file laid over them, as configurator/messages.server.ts builds it. (The words of design
// rules, terms and colours are the contract's design words, checked by its own test.)
const englishOptions = Object.fromEntries(Object.entries(englishMessages()).filter(([key]) => key.startsWith('opt.')));
const configurator = [...namespaces.entries()].find(([folder]) => folder.endsWith('/configurator'))?.[1];
if (configurator) configurator.set('en_GB', { ...englishOptions, ...configurator.get('en_GB') });
const FULL = LOCALES.filter((locale) => PARENT_LOCALE[locale] === undefined);
const INHERITING = LOCALES.filter((locale) => PARENT_LOCALE[locale] !== undefined);

describe.each([...namespaces.keys()])('messages of %s', (folder) => {
  const catalogues = namespaces.get(folder)!;
  const allKeys = [...new Set(FULL.flatMap((locale) => Object.keys(catalogues.get(locale) ?? {})))].sort();

  it('has a file for every locale and no other', () => {
    expect([...catalogues.keys()].sort()).toEqual([...LOCALES].sort());
  });

  it.each(FULL)('%s has every key of the namespace, each with a text', (locale) => {
    const messages = catalogues.get(locale) ?? {};
    expect(allKeys.filter((key) => !(key in messages))).toEqual([]);
    for (const key of allKeys) expect(messages[key], `${locale} ${key}`).toMatch(/\S/);
  });

  it.each(INHERITING)('%s only overrides keys that exist', (locale) => {
    for (const key of Object.keys(catalogues.get(locale) ?? {})) expect(allKeys).toContain(key);
  });

  it.each(FULL)('%s keeps the {placeholders} of de_DE', (locale) => {
    const reference = catalogues.get('de_DE') ?? {};
    const messages = catalogues.get(locale) ?? {};
    // Parameter names, inside plural and select branches too (the words of a branch are no parameter).
    const placeholders = (text = '') => [...messageParamNames(text)].sort();
    for (const key of Object.keys(reference)) expect(placeholders(messages[key]), `${locale} ${key}`).toEqual(placeholders(reference[key]));
  });
});

describe('the shell catalogue of a locale', () => {
  it('lays de_CH over de_DE and fr_CH over fr_FR', () => {
    expect(messagesFor('de_CH')['mobileMenu.close']).toBe('Menü schliessen');
    expect(messagesFor('de_CH')['header.cart']).toBe(messagesFor('de_DE')['header.cart']);
    expect(messagesFor('de_AT')).toEqual(messagesFor('de_DE'));
    expect(messagesFor('fr_CH')['header.cart']).toBe('Panier');
  });

  it('writes de_CH in Swiss spelling, ss for every ß of de_DE', () => {
    for (const text of Object.values(messagesFor('de_CH'))) expect(text).not.toMatch(/[ßẞ]/);
    expect(messagesFor('de_CH')['home.heading']).toBe(messagesFor('de_DE')['home.heading'].replaceAll('ß', 'ss'));
  });

  it('writes the spec\'s maintenance text in English', () => {
    expect(messagesFor('en_GB')['maintenance.title']).toBe('Website is down for maintenance');
  });
});
