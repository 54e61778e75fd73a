import { useEffect, useState } from 'react';
import { DESIGNS_KEY, readStoredEnvelope, subscribeStored, writeStored } from '../shell/local-store';

/**
 * My Designs (shop.md §1, §3 "User ... designs (list of design uuids)"): the designs a visitor keeps, each
 * with the time it was added so that the list shows the newest first. Every read and write of the list goes
 * through a DesignList: today the one in this browser's local storage (signed out); the account's list
 * (POST/DELETE /api/users/{id}/designs) plugs in behind the same five calls once a visitor can sign in,
 * and designListMerge joins the two without duplicates.
 */
export interface DesignEntry {
  uuid: string;
  /** When it was added, in ms since 1970 (a list from before this field: see designEntriesOf). */
  addedAt: number;
}

export interface DesignList {
  /** The entries now, newest first; undefined while not known (before hydration, or while an account's list loads). */
  snapshot(): readonly DesignEntry[] | undefined;
  /** Calls `onChange` after every change (in this tab or another); returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** Adds a design (again: it moves to the top). */
  add(uuid: string): Promise<void>;
  /** Removes a design; answers what was removed, for undo, or null when it was not in the list. */
  remove(uuid: string): Promise<DesignEntry | null>;
  /** Puts a removed entry back with its old time (nothing when the design was added again meanwhile). */
  restore(entry: DesignEntry): Promise<void>;
}

/** The most designs kept: a bound on what one browser stores (an account keeps its own). */
export const DESIGN_LIST_MAX = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Newest first; equal times keep their order. */
export function designListSorted(entries: readonly DesignEntry[]): DesignEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.addedAt - a.entry.addedAt || a.index - b.index)
    .map(({ entry }) => entry);
}

/** A list with each design once (its newest entry kept), newest first, at most DESIGN_LIST_MAX long. */
function designListNormal(entries: readonly DesignEntry[]): DesignEntry[] {
  const seen = new Set<string>();
  return designListSorted(entries)
    .filter((entry) => {
      const uuid = entry.uuid.toLowerCase();
      if (seen.has(uuid)) return false;
      seen.add(uuid);
      return true;
    })
    .slice(0, DESIGN_LIST_MAX);
}

/**
 * The entries of a stored value. The list used to be a bare array of uuids, oldest first, saved at
 * `savedAt`: those get times just before `savedAt` in their order, so the last one counts as the newest.
 * Anything that is not a design uuid is dropped.
 */
export function designEntriesOf(value: unknown, savedAt: number): DesignEntry[] {
  if (!Array.isArray(value)) return [];
  const entries = value.flatMap((item: unknown, index): DesignEntry[] => {
    if (typeof item === 'string') return UUID.test(item) ? [{ uuid: item.toLowerCase(), addedAt: savedAt - (value.length - 1 - index) }] : [];
    if (typeof item !== 'object' || item === null) return [];
    const { uuid, addedAt } = item as Partial<DesignEntry>;
    return typeof uuid === 'string' && UUID.test(uuid) && typeof addedAt === 'number' && Number.isFinite(addedAt) ? [{ uuid: uuid.toLowerCase(), addedAt }] : [];
  });
  return designListNormal(entries);
}

/** The list with a design added at `now` (moved to the top when it was there already). */
export function designListAdd(entries: readonly DesignEntry[], uuid: string, now: number): DesignEntry[] {
  return designListNormal([{ uuid: uuid.toLowerCase(), addedAt: now }, ...entries]);
}

/** The list without a design. */
export function designListRemove(entries: readonly DesignEntry[], uuid: string): DesignEntry[] {
  const id = uuid.toLowerCase();
  return entries.filter((entry) => entry.uuid !== id);
}

/** The list with a removed entry back in its place by time; unchanged when the design is in it again. */
export function designListRestore(entries: readonly DesignEntry[], removed: DesignEntry): DesignEntry[] {
  return entries.some((entry) => entry.uuid === removed.uuid.toLowerCase()) ? [...entries] : designListNormal([...entries, removed]);
}

/** Two lists as one (this browser's and an account's, at sign-in): each design once, with its newest time. */
export function designListMerge(a: readonly DesignEntry[], b: readonly DesignEntry[]): DesignEntry[] {
  return designListNormal([...a, ...b]);
}

/** Whether a design is in the list. */
export function designListHas(entries: readonly DesignEntry[] | undefined, uuid: string | null): boolean {
  if (!entries || uuid === null) return false;
  const id = uuid.toLowerCase();
  return entries.some((entry) => entry.uuid === id);
}

/** The list kept in this browser (local storage, masswerk.designs, kept 365 days like the cart). */
export function localDesignList(now: () => number = Date.now): DesignList {
  const read = (): DesignEntry[] => {
    const stored = readStoredEnvelope<unknown>(DESIGNS_KEY);
    return stored === undefined ? [] : designEntriesOf(stored.value, stored.savedAt);
  };
  const write = (entries: readonly DesignEntry[]): void => writeStored(DESIGNS_KEY, entries.length === 0 ? undefined : entries);
  return {
    snapshot: read,
    subscribe: (onChange) => subscribeStored(DESIGNS_KEY, onChange),
    add: async (uuid) => write(designListAdd(read(), uuid, now())),
    remove: async (uuid) => {
      const entries = read();
      const removed = entries.find((entry) => entry.uuid === uuid.toLowerCase()) ?? null;
      if (removed !== null) write(designListRemove(entries, uuid));
      return removed;
    },
    restore: async (entry) => write(designListRestore(read(), entry)),
  };
}

/** Whether the page came with a session cookie (the root loader says); until told, the session is asked. */
let sessionCookieHint = true;

/**
 * The visitor's list: this browser's while signed out, the account's while signed in (the session is asked
 * once, GET /api/users/session, when the list is first followed or written). Signing in merges this
 * browser's list into the account and takes the merged designs out of it (docs/decisions.md "My Designs
 * signed in"). `sessionChanged` asks again (after signing in or out on this page).
 */
export function visitorDesignList(local: DesignList = localDesignList(), fetcher?: typeof fetch): DesignList & { sessionChanged(): Promise<void> } {
  let account: DesignList | null = null;
  let known = false;
  let asking: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const current = () => account ?? local;
  const signedOut = () => {
    account = null;
    notify();
  };
  const ask = (): Promise<void> =>
    (asking ??= (async () => {
      if (!sessionCookieHint) {
        // No session cookie came with this page: nobody is signed in, and the session needs no request.
        account = null;
        known = true;
        notify();
        return;
      }
      // Loaded when first asked, after the page is interactive: the user service's calls and their
      // schemas (zod) stay out of the shell every page loads before it can respond.
      const { accountDesignList, mergeIntoAccount, sessionUserId } = await import('./account-design-list');
      const userId = await sessionUserId(fetcher);
      if (userId === null) account = null;
      else {
        try {
          const here = local.snapshot() ?? [];
          const { entries, merged } = await mergeIntoAccount(userId, here, fetcher);
          for (const entry of merged) await local.remove(entry.uuid);
          account = accountDesignList(userId, entries, signedOut, fetcher);
          account.subscribe(notify);
        } catch {
          // The account could not be read: this browser's list, until the next ask.
          account = null;
          asking = null;
        }
      }
      known = true;
      notify();
    })());
  let followingLocal = false;
  return {
    snapshot: () => (known ? current().snapshot() : undefined),
    subscribe: (onChange) => {
      listeners.add(onChange);
      // In the browser only (a page's effects): this browser's list, and the session.
      if (!followingLocal) {
        followingLocal = true;
        local.subscribe(() => {
          if (account === null) notify();
        });
      }
      void ask();
      return () => listeners.delete(onChange);
    },
    add: async (uuid) => {
      await ask();
      await current().add(uuid);
    },
    remove: async (uuid) => {
      await ask();
      return current().remove(uuid);
    },
    restore: async (entry) => {
      await ask();
      await current().restore(entry);
    },
    sessionChanged: () => {
      sessionCookieHint = true;
      asking = null;
      return ask();
    },
  };
}

let active: ReturnType<typeof visitorDesignList> | null = null;

/**
 * Tells the list whether the page came with a session cookie, before it is first followed: without one
 * the list is this browser's at once, and the user service's code is not loaded at all. Signing in or out
 * on the page (designListSessionChanged) asks the session whatever was told.
 */
export function designListSessionHint(sessionCookie: boolean): void {
  if (active === null) sessionCookieHint = sessionCookie;
}

/** The list the page works with: this browser's, or the account's once the visitor is signed in. */
export function designList(): DesignList {
  active ??= visitorDesignList();
  return active;
}

/** Tells the list that this browser signed in or out: it asks for the session again (and merges on signing in). */
export async function designListSessionChanged(): Promise<void> {
  sessionCookieHint = true;
  if (active) await active.sessionChanged();
}

/** Follows the list: undefined until the page has hydrated (the server cannot know it), then every change at once. */
export function useDesignEntries(list: DesignList = designList()): readonly DesignEntry[] | undefined {
  const [entries, setEntries] = useState<readonly DesignEntry[] | undefined>(undefined);
  useEffect(() => {
    const update = () => setEntries(list.snapshot());
    update();
    return list.subscribe(update);
  }, [list]);
  return entries;
}
