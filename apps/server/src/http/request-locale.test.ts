import { describe, expect, it } from 'vitest';
import { languageHeaders } from './request-locale.ts';

describe('languageHeaders', () => {
  it('names the language and adds Accept-Language to Vary once, keeping the other headers', () => {
    expect(languageHeaders('de_CH')).toEqual({ 'Content-Language': 'de-CH', Vary: 'Accept-Language' });
    expect(languageHeaders('fr_FR', { Allow: 'GET, HEAD', vary: 'Origin' })).toEqual({ Allow: 'GET, HEAD', 'Content-Language': 'fr-FR', Vary: 'Origin, Accept-Language' });
    expect(languageHeaders('en_GB', { Vary: 'accept-language, Origin' }).Vary).toBe('accept-language, Origin');
    expect(languageHeaders('en_GB', { Vary: '*' }).Vary).toBe('*');
  });
});
