import { SESSION_COOKIE } from '@masswerk/contract';

/**
 * Whether a session cookie came with the request (`mw_session`, or `__Host-mw_session` over TLS). Without
 * one nobody is signed in in this browser, so its pages need not ask the session; with one, the server
 * still checks it on every request it matters to.
 */
export function sessionCookieSent(cookieHeader: string | null): boolean {
  return (cookieHeader ?? '').split(';').some((part) => {
    const name = part.trim().split('=', 1)[0];
    return name === SESSION_COOKIE || name === `__Host-${SESSION_COOKIE}`;
  });
}
