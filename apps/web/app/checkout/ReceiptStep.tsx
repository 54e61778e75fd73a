import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { OrderAnswer, PaymentOptionsAnswer } from '@masswerk/contract';
import { useCheckoutI18n, type CheckoutMessageKey } from './i18n';
import { orderRequest, paymentOptionsRequest } from './order-api';
import { OrderSummary } from './ReviewStep';

export interface ReceiptStepProps {
  orderId: string | null;
  paths: { tracking: string; home: string; pay: (orderId: string) => string };
  fetcher?: typeof fetch;
  /** How often an order waiting for its money is read again (ms); it stops after `pollLimit` reads. */
  pollMs?: number;
  pollLimit?: number;
}

type Payments = PaymentOptionsAnswer['payments'];
type Loaded = { id: string; order: OrderAnswer | null; payments: Payments };

/** The attempt the receipt speaks of: the one that paid, else the one still waiting, else the latest. */
function paymentOfReceipt(payments: Payments): Payments[number] | undefined {
  return payments.find((p) => p.status === 'succeeded') ?? payments.find((p) => p.status === 'pending') ?? payments.at(-1);
}

/**
 * The receipt (shop.md §2 /checkout/receipt?orderID=): order number, lines, totals with VAT, delivery
 * estimate, order and payment status, and for a bank transfer still to be paid the account and
 * reference; read with the access secret this browser was given when it placed the order. While the
 * money of a pending payment is on its way the page reads the order again now and then, so it turns to
 * paid by itself when the provider reports the money.
 */
export function ReceiptStep({ orderId, paths, fetcher, pollMs = 5_000, pollLimit = 120 }: ReceiptStepProps) {
  const { t, date, money } = useCheckoutI18n();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let live = true;
    if (orderId) {
      void Promise.all([orderRequest(orderId, fetcher), paymentOptionsRequest(orderId, fetcher)]).then(
        ([order, options]) => live && setLoaded({ id: orderId, order, payments: options.ok ? options.value.payments : [] }),
        () => live && setLoaded({ id: orderId, order: null, payments: [] }),
      );
    }
    return () => {
      live = false;
    };
  }, [orderId, fetcher, reads]);

  const current = !orderId ? null : loaded?.id === orderId ? loaded : undefined;
  const waiting = current?.order?.status === 'pending' && current.payments.some((p) => p.status === 'pending');
  useEffect(() => {
    if (!waiting || reads >= pollLimit) return;
    const timer = setTimeout(() => setReads((n) => n + 1), pollMs);
    return () => clearTimeout(timer);
  }, [waiting, reads, pollMs, pollLimit]);

  if (current === undefined) return <p role="status">{t('receipt.loading')}</p>;
  if (current === null || current.order === null) {
    return (
      <p className="notice">
        {t('receipt.notFound')} <Link to={paths.tracking}>{t('receipt.tracking')}</Link>
      </p>
    );
  }
  const { order, payments } = current;
  const payment = paymentOfReceipt(payments);
  const transfer = order.status === 'pending' && payment?.status === 'pending' ? payment.bankTransfer : null;
  const payable = (order.status === 'pending' || order.status === 'failed') && !payments.some((p) => p.status === 'pending');
  return (
    <div className="checkout-receipt">
      <h2>{t('receipt.title')}</h2>
      <dl className="checkout-facts">
        <dt>{t('receipt.number')}</dt>
        <dd data-testid="order-number">{order.number}</dd>
        <dt>{t('receipt.status')}</dt>
        <dd data-testid="order-status" aria-live="polite">
          {t(`receipt.status.${order.status}` as CheckoutMessageKey)}
        </dd>
        {payment && (
          <>
            <dt>{t('receipt.payment')}</dt>
            <dd data-testid="payment-status">{t(`receipt.payment.${payment.status}` as CheckoutMessageKey, { method: t(`pay.method.${payment.method}` as CheckoutMessageKey) })}</dd>
          </>
        )}
      </dl>
      {transfer && payment && (
        <section className="checkout-transfer" aria-labelledby="receipt-transfer">
          <h3 id="receipt-transfer">{t('receipt.transfer.title', { amount: money(payment.amount, payment.currencyCode) })}</h3>
          <dl className="checkout-facts">
            <dt>{t('receipt.transfer.holder')}</dt>
            <dd>{transfer.accountHolder}</dd>
            <dt>{t('receipt.transfer.iban')}</dt>
            <dd data-testid="transfer-iban">{transfer.iban}</dd>
            <dt>{t('receipt.transfer.bic')}</dt>
            <dd>{transfer.bic}</dd>
            <dt>{t('receipt.transfer.reference')}</dt>
            <dd data-testid="transfer-reference">{transfer.reference}</dd>
            <dt>{t('receipt.transfer.amount')}</dt>
            <dd>{money(payment.amount, payment.currencyCode)}</dd>
          </dl>
          <p className="checkout-hint">{t('receipt.transfer.text')}</p>
        </section>
      )}
      {payable && (
        <p>
          <Link className="button button-primary" to={paths.pay(order.id)}>
            {t('receipt.pay')}
          </Link>
        </p>
      )}
      <p>{t('receipt.placed', { date: date(order.createdAt) })}</p>
      <p>{t('receipt.email', { email: order.delivery.email })}</p>
      <OrderSummary priced={order.cart} />
      <p>
        <Link to={`${paths.tracking}?number=${encodeURIComponent(order.number)}`}>{t('receipt.tracking')}</Link> · <Link to={paths.home}>{t('receipt.continue')}</Link>
      </p>
    </div>
  );
}
