/** The visitor's cookie consent (shop.md §3 "Consent"): necessary is always on. */
export interface Consent {
  necessary: true;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

export const CONSENT_COOKIE = 'masswerk_consent';
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The stored consent, or null while the visitor has not chosen (uninitialised). */
export function readConsent(cookie: string = document.cookie): Consent | null {
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1))) as Partial<Consent>;
    return { necessary: true, preferences: value.preferences === true, statistics: value.statistics === true, marketing: value.marketing === true };
  } catch {
    return null;
  }
}

/**
 * The consent cookie as `document.cookie` takes it. Not HttpOnly: the page's script reads it to know
 * what it may load. Secure when the page came over TLS (it would never go out over plain http then).
 */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(consent))}; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Saves the consent for a year; true when it changed, in which case the page must reload (spec §4). */
export function saveConsent(next: Consent): boolean {
  const before = readConsent();
  document.cookie = consentCookie(next, location.protocol === 'https:');
  return (
    before !== null &&
    (before.preferences !== next.preferences || before.statistics !== next.statistics || before.marketing !== next.marketing)
  );
}
