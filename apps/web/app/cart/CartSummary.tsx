import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localePath } from '@masswerk/domain';
import type { PricedCartAnswer } from '@masswerk/contract';
import { deliveryEstimate } from './cart-view';
import { discountName } from './line-text';
import { useCartI18n } from './use-cart-i18n';

export interface CartSummaryProps {
  /** The newest answer, or null before the first. */
  priced: PricedCartAnswer | null;
  /** A newer answer is on its way: the figures shown are the last ones. */
  updating: boolean;
  /** Every line is priced and can be bought. */
  readyForCheckout: boolean;
  /** Some line cannot be bought as it is. */
  blocked: boolean;
  children?: ReactNode;
}

/** The cart's totals: subtotal, discounts, shipping, total with the VAT it includes, and the delivery estimate. */
export function CartSummary({ priced, updating, readyForCheckout, blocked, children }: CartSummaryProps) {
  const i18n = useCartI18n();
  const { t, locale } = i18n;
  const money = (amount: number) => (priced ? i18n.money(amount, priced.currencyCode) : '');
  const delivery = priced && priced.lineItems.length > 0 ? deliveryEstimate(priced.shippingDuration) : null;
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary-title">
        {t('summary.title')}
      </h2>
      {children}
      <div className="cart-totals-wrap" aria-busy={updating || undefined} data-updating={updating || undefined}>
        {priced ? (
          <dl className="cart-totals" data-testid="cart-totals">
            <div>
              <dt>{t('summary.subtotal')}</dt>
              <dd data-testid="cart-subtotal">{money(priced.subtotal)}</dd>
            </div>
            {priced.discounts.map((discount) => (
              <div key={discount.type} className="cart-discount" data-testid={`cart-discount-${discount.type}`}>
                <dt>{discountName({ type: discount.type }, i18n)}</dt>
                <dd>{money(-discount.amount)}</dd>
              </div>
            ))}
            <div>
              <dt>{t('summary.shipping')}</dt>
              <dd data-testid="cart-shipping">{priced.shipping === 0 ? t('summary.shippingFree') : money(priced.shipping)}</dd>
            </div>
            <div className="cart-total">
              <dt>{t('summary.total')}</dt>
              <dd data-testid="cart-total">{money(priced.total)}</dd>
            </div>
            {priced.vat.map((vat) => (
              <div key={vat.rateBasisPoints} className="cart-vat">
                <dt>{t('summary.vat', { rate: i18n.percent(vat.rateBasisPoints / 10_000) })}</dt>
                <dd data-testid="cart-vat">{money(vat.amount)}</dd>
              </div>
            ))}
            {delivery && (
              <div className="cart-delivery">
                <dt>{t('summary.delivery')}</dt>
                <dd data-testid="cart-delivery">{delivery.unit === 'days' ? t('delivery.days', { days: delivery.count }) : t('delivery.weeks', { weeks: delivery.count })}</dd>
              </div>
            )}
          </dl>
        ) : null}
        {(updating || !priced) && <p className="cart-summary-status">{priced ? t('summary.updating') : t('summary.pending')}</p>}
      </div>
      {blocked && <p className="cart-summary-blocked">{t('checkout.blocked')}</p>}
      {readyForCheckout ? (
        <Link className="button cart-checkout" to={localePath(locale, '/checkout/delivery')}>
          {t('checkout')}
        </Link>
      ) : (
        <button type="button" className="button cart-checkout" disabled>
          {t('checkout')}
        </button>
      )}
      <Link className="cart-continue" to={localePath(locale, '/')}>
        {t('continue')}
      </Link>
    </aside>
  );
}
