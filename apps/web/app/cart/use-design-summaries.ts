import { useEffect, useState } from 'react';
import { SAMPLE_BOX_UUID } from '@masswerk/domain';
import type { DesignSummaryResult } from './api';
import type { SummaryState } from './cart-view';
import { cartLineIdIsValid } from './price-input';
import { loadCartApi } from './load-api';

// Designs are immutable, so a summary once loaded holds for the whole visit; failures are not kept.
const caches = new WeakMap<typeof fetch, Map<string, Promise<DesignSummaryResult>>>();

/** A design's summary, asked once per visit (a failed request is asked again next time). */
export function designSummaryCached(uuid: string, fetcher: typeof fetch = fetch): Promise<DesignSummaryResult> {
  let cache = caches.get(fetcher);
  if (!cache) caches.set(fetcher, (cache = new Map()));
  let request = cache.get(uuid);
  if (!request) {
    request = loadCartApi().then(
      ({ designSummaryRequest }) => designSummaryRequest(uuid, { fetcher }),
      (): DesignSummaryResult => ({ ok: false, notFound: false }),
    );
    cache.set(uuid, request);
    void request.then((result) => {
      if (!result.ok && !result.notFound) cache.delete(uuid);
    });
  }
  return request;
}

function stateOf(result: DesignSummaryResult): SummaryState {
  if (result.ok) return { status: 'found', summary: result.summary };
  return result.notFound ? { status: 'notFound' } : { status: 'failed' };
}

/**
 * The summaries (name, size, colours, specs) of the designs in the cart, loaded as lines appear; those
 * the server rendered the page with (`initial`) are not asked again.
 */
export function useDesignSummaries(uuids: readonly string[], fetcher?: typeof fetch, initial?: readonly [string, SummaryState][]): ReadonlyMap<string, SummaryState> {
  const [summaries, setSummaries] = useState<ReadonlyMap<string, SummaryState>>(() => new Map(initial));
  const [known] = useState(() => new Set(initial?.map(([uuid]) => uuid)));
  const key = uuids.filter((uuid) => uuid !== SAMPLE_BOX_UUID && cartLineIdIsValid(uuid) && !known.has(uuid)).join(',');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    for (const uuid of key.split(',')) {
      void designSummaryCached(uuid, fetcher).then((result) => {
        if (live) setSummaries((before) => new Map(before).set(uuid, stateOf(result)));
      });
    }
    return () => {
      live = false;
    };
  }, [key, fetcher]);
  return summaries;
}
