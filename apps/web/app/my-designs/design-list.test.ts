import { afterEach, describe, expect, it } from 'vitest';
import { DESIGNS_KEY, subscribeStored } from '../shell/local-store';
import {
  DESIGN_LIST_MAX,
  designEntriesOf,
  designListAdd,
  designListHas,
  designListMerge,
  designListRemove,
  designListRestore,
  designListSessionHint,
  designListSorted,
  localDesignList,
  visitorDesignList,
} from './design-list';

const id = (n: number): string => `5b0f6c9e-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [A, B, C] = [id(1), id(2), id(3)];

describe('the design list (pure)', () => {
  it('adds newest first and keeps each design once: adding one again moves it to the top', () => {
    let list = designListAdd([], A, 100);
    list = designListAdd(list, B, 200);
    list = designListAdd(list, C, 300);
    expect(list.map((e) => e.uuid)).toEqual([C, B, A]);
    list = designListAdd(list, A, 400);
    expect(list).toEqual([
      { uuid: A, addedAt: 400 },
      { uuid: C, addedAt: 300 },
      { uuid: B, addedAt: 200 },
    ]);
    expect(designListAdd(list, A.toUpperCase(), 500).filter((e) => e.uuid === A)).toHaveLength(1);
  });

  it('sorts by the time added, newest first, and keeps the order of equal times', () => {
    expect(designListSorted([{ uuid: A, addedAt: 1 }, { uuid: B, addedAt: 3 }, { uuid: C, addedAt: 1 }]).map((e) => e.uuid)).toEqual([B, A, C]);
  });

  it('removes a design and puts it back in its place by time; a design added again meanwhile stays as it is', () => {
    const list = [{ uuid: C, addedAt: 300 }, { uuid: B, addedAt: 200 }, { uuid: A, addedAt: 100 }];
    const without = designListRemove(list, B);
    expect(without.map((e) => e.uuid)).toEqual([C, A]);
    expect(designListRestore(without, { uuid: B, addedAt: 200 })).toEqual(list);
    const again = designListAdd(without, B, 900);
    expect(designListRestore(again, { uuid: B, addedAt: 200 })).toEqual(again);
  });

  it('merges two lists (this browser and an account) without duplicates, each with its newest time', () => {
    const merged = designListMerge([{ uuid: A, addedAt: 100 }, { uuid: B, addedAt: 500 }], [{ uuid: A, addedAt: 300 }, { uuid: C, addedAt: 200 }]);
    expect(merged).toEqual([
      { uuid: B, addedAt: 500 },
      { uuid: A, addedAt: 300 },
      { uuid: C, addedAt: 200 },
    ]);
  });

  it('keeps at most DESIGN_LIST_MAX designs, dropping the oldest', () => {
    let list = designListAdd([], id(0), 0);
    for (let n = 1; n <= DESIGN_LIST_MAX; n++) list = designListAdd(list, id(n), n);
    expect(list).toHaveLength(DESIGN_LIST_MAX);
    expect(designListHas(list, id(0))).toBe(false);
    expect(designListHas(list, id(DESIGN_LIST_MAX))).toBe(true);
    expect(designListHas(undefined, A)).toBe(false);
    expect(designListHas(list, null)).toBe(false);
  });
});

describe('reading the stored list', () => {
  it('migrates the old format (uuids, oldest first) to entries, the last one newest, times before the save', () => {
    expect(designEntriesOf([A, B, C], 10_000)).toEqual([
      { uuid: C, addedAt: 10_000 },
      { uuid: B, addedAt: 9_999 },
      { uuid: A, addedAt: 9_998 },
    ]);
  });

  it('drops what is no design uuid and duplicates, in either format', () => {
    expect(designEntriesOf([A, 'nope', 7, null, A, { uuid: B, addedAt: 'x' }, { uuid: C, addedAt: 5 }, { uuid: '../x', addedAt: 6 }], 10)).toEqual([
      // The later of the two A (index 4 of 8) counts: 10 - (8 - 1 - 4).
      { uuid: A, addedAt: 7 },
      { uuid: C, addedAt: 5 },
    ]);
    expect(designEntriesOf('broken', 10)).toEqual([]);
    expect(designEntriesOf(undefined, 10)).toEqual([]);
  });
});

describe('the list in local storage', () => {
  afterEach(() => window.localStorage.clear());
  const stored = (): unknown => JSON.parse(window.localStorage.getItem(DESIGNS_KEY) ?? 'null');

  it('adds, removes and restores through the DesignList calls, telling the subscribers each time', async () => {
    let clock = 1_000;
    const list = localDesignList(() => clock++);
    let changes = 0;
    const unsubscribe = subscribeStored(DESIGNS_KEY, () => changes++);
    await list.add(A);
    await list.add(B);
    await list.add(A);
    expect(list.snapshot()).toEqual([
      { uuid: A, addedAt: 1_002 },
      { uuid: B, addedAt: 1_001 },
    ]);
    expect(stored()).toMatchObject({ value: [{ uuid: A, addedAt: 1_002 }, { uuid: B, addedAt: 1_001 }], savedAt: expect.any(Number) });
    const removed = await list.remove(B);
    expect(removed).toEqual({ uuid: B, addedAt: 1_001 });
    expect(await list.remove(C)).toBeNull();
    await list.restore(removed!);
    expect(list.snapshot()!.map((e) => e.uuid)).toEqual([A, B]);
    expect(changes).toBe(5);
    unsubscribe();
  });

  it('reads a list stored in the old format and writes it back in the new one', async () => {
    window.localStorage.setItem(DESIGNS_KEY, JSON.stringify({ value: [A, B], savedAt: Date.now() - 1000 }));
    const list = localDesignList(() => Date.now());
    expect(list.snapshot()!.map((e) => e.uuid)).toEqual([B, A]);
    await list.add(C);
    expect((stored() as { value: unknown[] }).value).toEqual([
      { uuid: C, addedAt: expect.any(Number) },
      { uuid: B, addedAt: expect.any(Number) },
      { uuid: A, addedAt: expect.any(Number) },
    ]);
  });

  it('removes the stored value when the last design goes', async () => {
    const list = localDesignList();
    await list.add(A);
    await list.remove(A);
    expect(window.localStorage.getItem(DESIGNS_KEY)).toBeNull();
    expect(list.snapshot()).toEqual([]);
  });
});

describe('the visitor\'s list and the session', () => {
  afterEach(() => {
    designListSessionHint(true);
    window.localStorage.clear();
  });

  it('asks no session when the page came without a session cookie, and asks once the visitor signs in on the page', async () => {
    const asked: string[] = [];
    // Signed out: the session answers 401, as the server does without a live session.
    const fetcher = (async (url: RequestInfo | URL) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ code: 'user_not_signed_in', message: 'Not signed in.' }), { status: 401, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const local = localDesignList();
    await local.add(A);
    designListSessionHint(false);
    const list = visitorDesignList(local, fetcher);
    let changes = 0;
    const unsubscribe = list.subscribe(() => changes++);
    await list.add(B);
    expect(list.snapshot()!.map((entry) => entry.uuid)).toEqual([B, A]);
    expect(changes).toBeGreaterThan(0);
    expect(asked).toEqual([]);
    await list.sessionChanged();
    expect(asked).toEqual([expect.stringContaining('/api/users/session')]);
    expect(list.snapshot()!.map((entry) => entry.uuid)).toEqual([B, A]);
    unsubscribe();
  });

  it('asks the session when the page came with a session cookie', async () => {
    const asked: string[] = [];
    const fetcher = (async (url: RequestInfo | URL) => {
      asked.push(String(url));
      return new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    designListSessionHint(true);
    const list = visitorDesignList(localDesignList(), fetcher);
    await list.add(A);
    expect(asked).toEqual([expect.stringContaining('/api/users/session')]);
  });
});
