import { inheritedText } from './inherited-text.ts';
import type { Locale } from '@masswerk/domain';

/**
 * Every locale's catalogue of one namespace (the shell's, the configurator's, a feature's) from its seven
 * files: de_AT and de_CH lie over de_DE (de_CH in Swiss spelling, ss for ß), fr_CH over fr_FR, each with its
 * own overrides; `base` lies under every locale (the configurator's English, for keys built from data).
 */
export function localeCatalogues<T extends Readonly<Record<string, string>>>(files: Readonly<Record<Locale, Partial<T>>>, base: Partial<T> = {}): Readonly<Record<Locale, T>> {
  const over = (...layers: Partial<T>[]): T => Object.assign({}, base, ...layers) as T;
  return {
    de_DE: over(files.de_DE),
    de_AT: over(files.de_DE, files.de_AT),
    de_CH: over(inheritedText('de_CH', 'de_DE', files.de_DE), files.de_CH),
    fr_FR: over(files.fr_FR),
    fr_CH: over(files.fr_FR, files.fr_CH),
    en_GB: over(files.en_GB),
    nl_NL: over(files.nl_NL),
  };
}
