import type { VatDeductionAnswer } from '@masswerk/contract';
import { useCheckoutI18n, type CheckoutMessageKey } from './i18n';
import type { VatCheck } from './use-vat-check';

export interface VatNoticeProps {
  vat: VatCheck;
  /** What the server decided when it priced the cart with the deduction; absent before, or without one. */
  deduction: VatDeductionAnswer | undefined;
  /** The typed number, as the buyer knows it. */
  vatId: string;
  onRetry(): void;
}

/** Whether the buyer may place the order: the check is over, and a failed one was answered with "continue with VAT". */
export function vatCheckSettled(vat: VatCheck, deduction: VatDeductionAnswer | undefined): boolean {
  if (vat.state.status === 'none' || vat.withVat) return true;
  if (vat.state.status === 'checking') return false;
  return vat.state.kind !== 'failed' && deduction?.status !== 'unavailable';
}

/**
 * The VAT number's check on the review step, in words: checking; valid and VAT removed (reverse charge);
 * valid but VAT stays, and why; not registered or not a VAT number (VAT stays); or no answer, with a
 * retry and a way on with VAT. The words sit in a live region, so a screen reader hears the outcome.
 */
export function VatNotice({ vat, deduction, vatId, onRetry }: VatNoticeProps) {
  const { t } = useCheckoutI18n();
  const { state } = vat;
  if (state.status === 'none') return null;
  const failed = state.status === 'done' && (state.kind === 'failed' || deduction?.status === 'unavailable');

  let words: string;
  let tone: 'ok' | 'info' | 'problem' = 'info';
  if (state.status === 'checking') words = t('vat.checking', { vatId });
  else if (failed) words = vat.withVat ? t('vat.continuedWithVat', { vatId }) : t('vat.failed', { vatId });
  else if (state.kind === 'malformed') words = t('vat.malformed', { vatId, reason: state.reason });
  else if (state.kind === 'notRegistered') words = t('vat.notRegistered', { vatId: state.check.vatNumber });
  else if (state.kind === 'valid' && vat.withVat) words = t('vat.continuedWithVat', { vatId: state.check.vatNumber });
  else if (deduction?.status === 'deducted') {
    words = t('vat.deducted', { vatId: deduction.vatId, name: deduction.name ?? state.check.name ?? '' });
    tone = 'ok';
  } else if (deduction?.status === 'not_deductible') {
    words = t(`vat.notDeductible.${deduction.reason ?? 'country'}` as CheckoutMessageKey, { vatId: deduction.vatId, country: t(`country.${deduction.country ?? 'DE'}` as CheckoutMessageKey) });
  } else words = t('vat.valid', { vatId: state.check.vatNumber });
  if (state.status === 'done' && (state.kind === 'malformed' || state.kind === 'notRegistered' || (failed && !vat.withVat))) tone = 'problem';

  return (
    <section className={`checkout-vat-check checkout-vat-check-${tone}`} aria-labelledby="review-vat">
      <h3 id="review-vat">{t('vat.title')}</h3>
      <p role="status" aria-live="polite" data-testid="vat-check">
        {words}
      </p>
      {failed && (
        <p className="checkout-vat-actions">
          <button type="button" className="button" onClick={onRetry}>
            {t('vat.retry')}
          </button>
          {!vat.withVat && (
            <button type="button" className="button" onClick={vat.continueWithVat}>
              {t('vat.continueWithVat')}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
