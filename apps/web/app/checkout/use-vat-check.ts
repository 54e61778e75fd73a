import { useCallback, useEffect, useState } from 'react';
import type { DeliveryCountryIso } from '@masswerk/domain';
import { vatNumberRequest, type VatNumberResult } from './vat-check';

/** The VAT number check of the review step: none given, under way, or its result; and whether the buyer chose to pay VAT. */
export interface VatCheck {
  state: { status: 'none' } | { status: 'checking' } | ({ status: 'done' } & VatNumberResult);
  /** The buyer goes on with VAT after a failed or refused check. */
  withVat: boolean;
  /** The deduction the cart asks the server for: only for a number the register confirmed, unless the buyer chose VAT. */
  claim: { vatId: string; deliveryCountry: DeliveryCountryIso } | undefined;
  retry(): void;
  continueWithVat(): void;
}

/**
 * Checks the buyer's VAT number once the review step shows (again on retry). The server decides the
 * deduction itself when the cart is priced and ordered; this only says what the register answered.
 */
export function useVatCheck(vatId: string | undefined, deliveryCountry: DeliveryCountryIso | undefined, language: string, fetcher?: typeof fetch): VatCheck {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ for: string; attempt: number; result: VatNumberResult } | null>(null);
  const [withVat, setWithVat] = useState(false);

  useEffect(() => {
    if (!vatId) return;
    const controller = new AbortController();
    vatNumberRequest(vatId, language, { signal: controller.signal, fetcher }).then(
      (answer) => setResult({ for: vatId, attempt, result: answer }),
      () => undefined, // aborted: the number changed or the page went away
    );
    return () => controller.abort();
  }, [vatId, language, fetcher, attempt]);

  const retry = useCallback(() => {
    setWithVat(false);
    setAttempt((n) => n + 1);
  }, []);
  const continueWithVat = useCallback(() => setWithVat(true), []);

  const current = vatId && result?.for === vatId && result.attempt === attempt ? result.result : null;
  const state: VatCheck['state'] = !vatId ? { status: 'none' } : current ? { status: 'done', ...current } : { status: 'checking' };
  const claim = current?.kind === 'valid' && !withVat && deliveryCountry ? { vatId: current.check.vatNumber, deliveryCountry } : undefined;
  return { state, withVat, claim, retry, continueWithVat };
}
