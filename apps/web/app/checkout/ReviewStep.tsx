import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DeliveryDetails, PricedCartAnswer } from '@masswerk/contract';
import { cartEmpty, localeInfo, SAMPLE_BOX_UUID } from '@masswerk/domain';
import { useCartPricing } from '../cart/use-cart-pricing';
import { readCart, useStored, writeCart } from '../shell/local-store';
import { readDelivery, writeDelivery } from './delivery-form';
import { useCheckoutI18n, type CheckoutMessageKey } from './i18n';
import { placeOrderRequest, rememberOrderSecret } from './order-api';
import { useVatCheck } from './use-vat-check';
import { VatNotice, vatCheckSettled } from './VatNotice';

export interface ReviewStepProps {
  /** Delivery details the form sent without script (the route's cookie), when this browser has none stored. */
  deliveryFromServer: DeliveryDetails | null;
  paths: { delivery: string; cart: string; afterOrder: (orderId: string) => string };
  fetcher?: typeof fetch;
}

const ATTEMPT_KEY = 'masswerk.checkout.attempt';

/**
 * The idempotency key of this checkout attempt: the same while the order asked for is the same (a double
 * click, a reload, a second tab answer the same order), a new one once the cart, address or total change.
 */
function attemptKey(fingerprint: string): string {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as { key: string; fingerprint: string } | null;
    if (stored?.fingerprint === fingerprint) return stored.key;
    const key = crypto.randomUUID();
    window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ key, fingerprint }));
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

function Address({ details, which }: { details: DeliveryDetails; which: 'shipping' | 'billing' }) {
  const { t } = useCheckoutI18n();
  const a = which === 'billing' ? details.billing : details.shipping;
  if (!a) return <p>{t('review.sameAddress')}</p>;
  return (
    <address>
      {a.firstName} {a.lastName}
      {a.company && <br />}
      {a.company}
      <br />
      {a.street}
      {a.addressLine2 && <br />}
      {a.addressLine2}
      <br />
      {a.postalCode} {a.city}
      <br />
      {t(`country.${a.country}` as CheckoutMessageKey)}
      {which === 'shipping' && (
        <>
          <br />
          {details.shipping.phone}
          <br />
          {details.email}
        </>
      )}
    </address>
  );
}

/** The priced lines and totals of a cart or an order (the review step and the receipt). */
export function OrderSummary({ priced }: { priced: PricedCartAnswer }) {
  const { t, money, percent, family, color, list } = useCheckoutI18n();
  const currency = priced.currencyCode;
  // A business buyer's VAT was deducted: the totals say so, with the reverse-charge note of the invoice.
  const reverseCharge = priced.vatDeduction?.status === 'deducted';
  return (
    <>
      <ul className="checkout-lines">
        {priced.lineItems.map((line) => (
          <li key={line.uuid}>
            <span className="checkout-line-name">{line.uuid === SAMPLE_BOX_UUID ? t('review.sampleBox') : t('review.design', { family: family(line.type) })}</span>
            <span className="checkout-line-detail">
              {t('review.quantity', { quantity: line.quantity })}
              {line.colors !== undefined && line.colors.length > 0 && ` · ${t('review.colours', { colours: list(line.colors.map(color)) })}`}
              {line.addonItems.length > 0 && ` · ${t('review.addons', { addons: line.addonItems.map((a) => t(`review.addon.${a.sku}` as CheckoutMessageKey)).join(', ') })}`}
            </span>
            <span className="checkout-line-total">{money(line.calculation.total, currency)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <dt>{t('review.subtotal')}</dt>
        <dd>{money(priced.subtotal, currency)}</dd>
        {priced.discounts.map((d) => (
          <div key={d.type} className="checkout-discount">
            <dt>{t(`review.discount.${d.type}` as CheckoutMessageKey)}</dt>
            <dd>−{money(d.amount, currency)}</dd>
          </div>
        ))}
        <dt>{t('review.shipping')}</dt>
        <dd>{priced.shipping === 0 ? t('review.shippingFree') : money(priced.shipping, currency)}</dd>
        <dt className="checkout-total">{t('review.total')}</dt>
        <dd className="checkout-total">{money(priced.total, currency)}</dd>
        {reverseCharge ? (
          <div className="checkout-vat">
            <dt>{t('review.reverseCharge')}</dt>
            <dd>{money(0, currency)}</dd>
          </div>
        ) : (
          priced.vat.map((v) => (
            <div key={v.rateBasisPoints} className="checkout-vat">
              <dt>{t('review.vat', { rate: percent(v.rateBasisPoints / 10_000) })}</dt>
              <dd>{money(v.amount, currency)}</dd>
            </div>
          ))
        )}
      </dl>
      {reverseCharge && <p className="checkout-reverse-charge">{t('review.reverseChargeNote', { vatId: priced.vatDeduction?.vatId ?? '' })}</p>}
      <p>{t('review.delivery', { days: priced.shippingDuration })}</p>
    </>
  );
}

/**
 * The review step (shop.md §2 /checkout/validation): the cart priced by the server, the addresses and
 * totals; "Place order" makes the order with the total shown (the server refuses another), once per
 * attempt however often it is clicked.
 */
export function ReviewStep({ deliveryFromServer, paths, fetcher }: ReviewStepProps) {
  const i18n = useCheckoutI18n();
  const { t, locale, money } = i18n;
  const navigate = useNavigate();
  const cart = useStored(readCart);
  const stored = useStored(readDelivery);
  const delivery = stored ?? deliveryFromServer ?? undefined;
  // A business buyer's VAT number is checked first; the cart is then priced with the deduction it allows.
  const vat = useVatCheck(delivery?.vatId, delivery?.shipping.country, localeInfo(locale).bcp47, fetcher);
  const pricing = useCartPricing(vat.state.status === 'checking' ? undefined : cart, locale, fetcher, vat.claim);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { state } = pricing;

  // Details the form sent without script become this browser's, so the next steps find them.
  useEffect(() => {
    if (stored === undefined && deliveryFromServer) writeDelivery(deliveryFromServer);
  }, [stored, deliveryFromServer]);

  if (cart === undefined) return <p role="status">{t('review.loading')}</p>;
  if (cart.lineItems.length === 0) {
    return (
      <p className="notice">
        {t('review.empty')} <Link to={paths.cart}>{t('review.edit')}</Link>
      </p>
    );
  }
  if (!delivery) {
    return (
      <p className="notice">
        {t('review.noDelivery')} <Link to={paths.delivery}>{t('review.edit')}</Link>
      </p>
    );
  }

  const priced = state.status === 'ready' ? state.priced : null;
  const place = async () => {
    if (!priced || !state.pricedInput || placing) return;
    setPlacing(true);
    setProblem(null);
    const body = { cart: state.pricedInput, delivery, expectedTotal: priced.total };
    const result = await placeOrderRequest({ ...body, idempotencyKey: attemptKey(JSON.stringify(body)) }, localeInfo(locale).bcp47, fetcher);
    if (result.ok) {
      rememberOrderSecret(result.order.id, result.order.accessSecret);
      writeCart(cartEmpty());
      writeDelivery(undefined);
      void navigate(paths.afterOrder(result.order.id));
      return;
    }
    setPlacing(false);
    if (result.reason === 'total_changed') {
      setProblem(t('review.totalChanged'));
      pricing.retry();
    } else if (result.reason === 'offline') setProblem(t('review.offline'));
    else setProblem(t('review.orderFailed', { reason: result.message ?? '' }));
  };

  return (
    <div className="checkout-review">
      <section aria-labelledby="review-items">
        <h2 id="review-items">{t('review.items')}</h2>
        {state.status === 'failed' ? (
          <p className="notice" role="alert">
            {t('review.failed')}{' '}
            <button type="button" className="button" onClick={pricing.retry}>
              {t('review.retry')}
            </button>
          </p>
        ) : priced ? (
          priced.unpricedItems.length > 0 ? (
            <p className="notice" role="alert">
              {t('review.unpriced')} <Link to={paths.cart}>{t('review.edit')}</Link>
            </p>
          ) : (
            <OrderSummary priced={priced} />
          )
        ) : (
          <p role="status">{t('review.loading')}</p>
        )}
        <Link to={paths.cart}>{t('review.edit')}</Link>
      </section>
      {delivery.vatId && (
        <VatNotice
          vat={vat}
          deduction={priced?.vatDeduction}
          vatId={delivery.vatId}
          onRetry={() => {
            vat.retry();
            pricing.retry();
          }}
        />
      )}
      <section aria-labelledby="review-addresses" className="checkout-addresses">
        <h2 id="review-addresses" className="visually-hidden">
          {t('review.deliverTo')}
        </h2>
        <div>
          <h3>{t('review.deliverTo')}</h3>
          <Address details={delivery} which="shipping" />
        </div>
        <div>
          <h3>{t('review.billTo')}</h3>
          <Address details={delivery} which="billing" />
        </div>
        <Link to={paths.delivery}>{t('review.edit')}</Link>
      </section>
      {priced && priced.unpricedItems.length === 0 && (
        <section className="checkout-place">
          <p className="checkout-hint">{t('review.terms', { total: money(priced.total, priced.currencyCode) })}</p>
          {problem && (
            <p className="checkout-error" role="alert">
              {problem}
            </p>
          )}
          <button type="button" className="button button-primary" onClick={() => void place()} disabled={placing || !vatCheckSettled(vat, priced.vatDeduction)} aria-busy={placing || undefined}>
            {placing ? t('review.placing') : t('review.place')}
          </button>
        </section>
      )}
    </div>
  );
}
