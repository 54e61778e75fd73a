import { createHash, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { SESSION_COOKIE } from '@masswerk/contract';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { deleteSession, findLiveSession, insertSession, type SessionRow } from '../../db/users.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * Sessions of signed-in browsers (issue 15): a row in user_sessions per signed-in browser, named by a
 * cookie holding 256 random bits (the row keeps only its SHA-256). The cookie is HttpOnly and
 * SameSite=Lax; over TLS it is Secure and named with the `__Host-` prefix (no Domain, Path=/).
 * "Stay signed in": the cookie and the row last 365 days; otherwise the cookie ends with the browser and
 * the row after a day.
 */

export { SESSION_COOKIE };
const STAY_SIGNED_IN_DAYS = 365;
const BROWSER_SESSION_HOURS = 24;

const tlsOf = (config: Pick<Config, 'PUBLIC_URL'>) => config.PUBLIC_URL.startsWith('https:');

/** The cookie's name: `__Host-mw_session` over TLS, `mw_session` on plain http (development). */
export const sessionCookieName = (config: Pick<Config, 'PUBLIC_URL'>) => (tlsOf(config) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Reads the session cookie on every request it runs on: `c.var.session` is the live session, or absent. */
export function userSession(deps: { db: Db; config: Pick<Config, 'PUBLIC_URL'> }): MiddlewareHandler<AppEnv> {
  const name = sessionCookieName(deps.config);
  return async (c, next) => {
    const token = getCookie(c, name);
    if (token !== undefined && token.length <= 64) {
      const session = await findLiveSession(deps.db, hashSecret(token));
      if (session) c.set('session', session);
    }
    await next();
  };
}

/** The signed-in user's id; else 401 with the spec's 'user is not signed in'. */
export function signedInUserId(c: Context<AppEnv>): string {
  const session = c.get('session');
  if (!session) throw new HttpError('user_not_signed_in');
  return session.userId;
}

/** The signed-in user's id when it is `id`; another user's id answers 404 as an unknown one does. */
export function ownUserId(c: Context<AppEnv>, id: string): string {
  const userId = signedInUserId(c);
  if (userId !== id) throw new HttpError('user_not_found');
  return userId;
}

/** Starts a session for the user and sets its cookie. */
export async function startSession(c: Context<AppEnv>, deps: { db: Db; config: Pick<Config, 'PUBLIC_URL'> }, userId: string, persistent: boolean): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const hours = persistent ? STAY_SIGNED_IN_DAYS * 24 : BROWSER_SESSION_HOURS;
  await insertSession(deps.db, { tokenHash: hashSecret(token), userId, persistent, expiresAt: new Date(Date.now() + hours * 3_600_000) });
  // A session cookie from before (another user) is replaced: one browser, one signed-in user.
  const old = c.get('session');
  if (old) await deleteSession(deps.db, old.tokenHash);
  setCookie(c, sessionCookieName(deps.config), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: tlsOf(deps.config),
    path: '/',
    ...(persistent ? { maxAge: STAY_SIGNED_IN_DAYS * 24 * 60 * 60 } : {}),
  });
}

/** Ends this browser's session on the server and removes its cookie. */
export async function endSession(c: Context<AppEnv>, deps: { db: Db; config: Pick<Config, 'PUBLIC_URL'> }): Promise<void> {
  const session: SessionRow | undefined = c.get('session');
  if (session) await deleteSession(deps.db, session.tokenHash);
  deleteCookie(c, sessionCookieName(deps.config), { path: '/', secure: tlsOf(deps.config) });
}
