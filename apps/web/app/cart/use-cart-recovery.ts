import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Locale } from '@masswerk/domain';
import { readCart, writeCart } from '../shell/local-store';
import type { DesignSummary } from './design-summary';
import { cartWithRecovered, recoveryUuids } from './recovery';
import { designSummaryCached } from './use-design-summaries';

/** What a recovery link did: designs put in the cart, ids the server does not know, ids it could not check now. */
export interface RecoveryReport {
  added: number;
  unknown: string[];
  failed: string[];
}

/**
 * Cart recovery (shop.md §2: `/shopping_cart?uuid=a,b,c`): each named design the server knows goes into
 * the cart once; unknown ones are reported, not added. The query is then dropped from the address, so a
 * reload or a shared link does not add them again.
 */
export function useCartRecovery(locale: Locale, fetcher?: typeof fetch): RecoveryReport | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('uuid');
  const [report, setReport] = useState<RecoveryReport | null>(null);
  useEffect(() => {
    if (param === null) return;
    let cancelled = false;
    const { uuids, invalid } = recoveryUuids(param);
    void Promise.all(uuids.map(async (uuid) => ({ uuid, result: await designSummaryCached(uuid, fetcher) }))).then((results) => {
      if (cancelled) return;
      const found: DesignSummary[] = [];
      const unknown = [...invalid];
      const failed: string[] = [];
      for (const { uuid, result } of results) {
        if (result.ok) found.push(result.summary);
        else (result.notFound ? unknown : failed).push(uuid);
      }
      if (found.length > 0) writeCart(cartWithRecovered(readCart(), found, locale));
      // In the order of the link, so the visitor can find them in it.
      const position = (id: string) => param.toLowerCase().indexOf(id.toLowerCase());
      setReport({ added: found.length, unknown: unknown.sort((a, b) => position(a) - position(b)), failed });
      setSearchParams(
        (before) => {
          const next = new URLSearchParams(before);
          next.delete('uuid');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [param, locale, fetcher, setSearchParams]);
  return report;
}
