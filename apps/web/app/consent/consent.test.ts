import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCookie, readConsent } from './consent';

const consent = { necessary: true, preferences: true, statistics: false, marketing: false } as const;

describe('consentCookie', () => {
  it('is SameSite and, over TLS, Secure; never HttpOnly, since the page reads it', () => {
    const overTls = consentCookie(consent, true);
    expect(overTls).toMatch(/; SameSite=Lax(;|$)/);
    expect(overTls).toMatch(/; Secure$/);
    expect(overTls).not.toMatch(/HttpOnly/i);
    expect(consentCookie(consent, false)).not.toMatch(/Secure/);
  });

  it('reads back as the consent it saved', () => {
    const pair = consentCookie(consent, true).split(';')[0]!;
    expect(pair.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
    expect(readConsent(`other=1; ${pair}`)).toEqual(consent);
  });
});
