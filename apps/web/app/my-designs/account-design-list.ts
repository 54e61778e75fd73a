import { addUserDesignRoute, apiPath, getSessionRoute, listUserDesignsRoute, removeUserDesignRoute, userDesignsSchema, userSchema, type UserDesignsAnswer } from '@masswerk/contract';
import { designListAdd, designListRemove, designListRestore, designListSorted, type DesignEntry, type DesignList } from './design-list';

/** A call to the user service went wrong: `signedOut` when the session has ended (401). */
export class AccountListError extends Error {
  constructor(readonly signedOut: boolean) {
    super(signedOut ? 'user is not signed in' : 'the account’s designs could not be changed');
  }
}

type Fetch = typeof fetch;

async function call(fetcher: Fetch, method: string, path: string, body?: unknown): Promise<Response> {
  return fetcher(path, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

const entriesOf = (answer: UserDesignsAnswer): DesignEntry[] => designListSorted(answer.designs.map((d) => ({ uuid: d.uuid.toLowerCase(), addedAt: Date.parse(d.addedAt) })));

async function designsOf(res: Response): Promise<DesignEntry[]> {
  if (res.status === 401) throw new AccountListError(true);
  if (!res.ok) throw new AccountListError(false);
  return entriesOf(userDesignsSchema.parse(await res.json()));
}

/** The signed-in user of this browser's session cookie (GET /api/users/session), or null when signed out or unknown. */
export async function sessionUserId(fetcher: Fetch = fetch): Promise<string | null> {
  try {
    const res = await call(fetcher, 'GET', apiPath(getSessionRoute));
    return res.status === 200 ? userSchema.parse(await res.json()).id : null;
  } catch {
    return null;
  }
}

/** What signing in did to this browser's list: the account's entries after the merge, and the local ones now in the account. */
export interface Merged {
  entries: DesignEntry[];
  merged: DesignEntry[];
}

/**
 * Merges this browser's list into the account (issue 15, "without duplicates"): each design the account
 * lacks is added with the time it was kept here, oldest first; one already there is left as it is. A design
 * the server does not know counts as merged (it can never be added); one that failed otherwise is not.
 */
export async function mergeIntoAccount(userId: string, local: readonly DesignEntry[], fetcher: Fetch = fetch): Promise<Merged> {
  let entries = await designsOf(await call(fetcher, 'GET', apiPath(listUserDesignsRoute, { params: { id: userId } })));
  const merged: DesignEntry[] = [];
  for (const entry of [...local].reverse()) {
    if (entries.some((e) => e.uuid === entry.uuid)) {
      merged.push(entry);
      continue;
    }
    const res = await call(fetcher, 'POST', apiPath(addUserDesignRoute, { params: { id: userId } }), { uuid: entry.uuid, addedAt: new Date(entry.addedAt).toISOString() });
    if (res.status === 404) merged.push(entry);
    else if (res.ok) {
      entries = await designsOf(res);
      merged.push(entry);
    } else if (res.status === 401) throw new AccountListError(true);
  }
  return { entries, merged };
}

/**
 * The signed-in visitor's list: the account's (GET/POST/DELETE /api/users/{id}/designs), held in memory,
 * changed at once on screen and then by the server's answer. A 401 (the session ended) calls `onSignedOut`
 * and throws AccountListError; any other failure puts the list back and throws.
 */
export function accountDesignList(userId: string, initial: readonly DesignEntry[], onSignedOut: () => void, fetcher: Fetch = fetch, now: () => number = Date.now): DesignList {
  let entries: readonly DesignEntry[] = initial;
  const listeners = new Set<() => void>();
  const set = (next: readonly DesignEntry[]) => {
    entries = next;
    for (const listener of [...listeners]) listener();
  };
  const change = async (optimistic: readonly DesignEntry[], request: () => Promise<Response>): Promise<void> => {
    const before = entries;
    set(optimistic);
    try {
      set(await designsOf(await request()));
    } catch (error) {
      set(before);
      if (error instanceof AccountListError && error.signedOut) onSignedOut();
      throw error instanceof AccountListError ? error : new AccountListError(false);
    }
  };
  const add = (entry: DesignEntry) => () =>
    call(fetcher, 'POST', apiPath(addUserDesignRoute, { params: { id: userId } }), { uuid: entry.uuid, addedAt: new Date(entry.addedAt).toISOString() });
  return {
    snapshot: () => entries,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    add: async (uuid) => {
      const entry = { uuid: uuid.toLowerCase(), addedAt: now() };
      await change(designListAdd(entries, entry.uuid, entry.addedAt), add(entry));
    },
    remove: async (uuid) => {
      const removed = entries.find((entry) => entry.uuid === uuid.toLowerCase()) ?? null;
      if (removed === null) return null;
      await change(designListRemove(entries, uuid), () => call(fetcher, 'DELETE', apiPath(removeUserDesignRoute, { params: { id: userId, uuid: removed.uuid } })));
      return removed;
    },
    restore: async (entry) => change(designListRestore(entries, entry), add(entry)),
  };
}
