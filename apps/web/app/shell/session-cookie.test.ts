import { describe, expect, it } from 'vitest';
import { sessionCookieSent } from './session-cookie.server';

describe('sessionCookieSent', () => {
  it('sees the session cookie under either name, among others', () => {
    expect(sessionCookieSent('mw_session=abc')).toBe(true);
    expect(sessionCookieSent('masswerk_cart=x; __Host-mw_session=abc; masswerk_consent=y')).toBe(true);
  });
  it('is false without one, or for a cookie whose name only contains it', () => {
    expect(sessionCookieSent(null)).toBe(false);
    expect(sessionCookieSent('')).toBe(false);
    expect(sessionCookieSent('masswerk_cart=mw_session; xmw_session=1')).toBe(false);
  });
});
