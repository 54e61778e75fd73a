import { apiPath, deleteUserRoute, loginRoute, signOutRoute, signUpRoute, updateUserRoute, type LoginBody, type SignUpInput } from '@masswerk/contract';

/** What a call from the account page came to, as the page words it. */
export type AccountCall<T = undefined> = { ok: true; value: T } | { ok: false; problem: 'failed' | 'invalid' | 'error'; seconds?: number };

/** Calls the user service from the browser (same origin: the session cookie goes along, and comes back). */
async function send<T>(method: string, path: string, body?: unknown): Promise<AccountCall<T>> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (res.ok) return { ok: true, value: (res.status === 204 ? undefined : await res.json()) as T };
    if (res.status === 429) return { ok: false, problem: 'error', seconds: Math.max(1, Number(res.headers.get('retry-after')) || 60) };
    if (res.status === 401) return { ok: false, problem: 'failed' };
    if (res.status === 400) return { ok: false, problem: 'invalid' };
  } catch {
    // Offline or the server gone: said as "error".
  }
  return { ok: false, problem: 'error' };
}

export const signUp = (body: SignUpInput) => send<{ challengeId: string }>('POST', apiPath(signUpRoute), body);
export const logIn = (body: LoginBody) => send<unknown>('POST', apiPath(loginRoute), body);
export const signOut = () => send('DELETE', apiPath(signOutRoute));
export const setNewsletter = (id: string, newsletter: boolean) => send<unknown>('PATCH', apiPath(updateUserRoute, { params: { id } }), { newsletter });
export const deleteAccount = (id: string) => send('DELETE', apiPath(deleteUserRoute, { params: { id } }));
