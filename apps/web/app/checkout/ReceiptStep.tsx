import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { OrderAnswer } from '@masswerk/contract';
import { useCheckoutI18n, type CheckoutMessageKey } from './i18n';
import { orderRequest } from './order-api';
import { OrderSummary } from './ReviewStep';

export interface ReceiptStepProps {
  orderId: string | null;
  paths: { tracking: string; home: string };
  fetcher?: typeof fetch;
}

/**
 * The receipt (shop.md §2 /checkout/receipt?orderID=): order number, lines, totals with VAT, delivery
 * estimate and status, read with the access secret this browser was given when it placed the order.
 */
export function ReceiptStep({ orderId, paths, fetcher }: ReceiptStepProps) {
  const { t, date } = useCheckoutI18n();
  const [loaded, setLoaded] = useState<{ id: string; order: OrderAnswer | null } | null>(null);
  useEffect(() => {
    let live = true;
    if (orderId) void orderRequest(orderId, fetcher).then((order) => live && setLoaded({ id: orderId, order }), () => live && setLoaded({ id: orderId, order: null }));
    return () => {
      live = false;
    };
  }, [orderId, fetcher]);

  const order = !orderId ? null : loaded?.id === orderId ? loaded.order : undefined;
  if (order === undefined) return <p role="status">{t('receipt.loading')}</p>;
  if (order === null) {
    return (
      <p className="notice">
        {t('receipt.notFound')} <Link to={paths.tracking}>{t('receipt.tracking')}</Link>
      </p>
    );
  }
  return (
    <div className="checkout-receipt">
      <h2>{t('receipt.title')}</h2>
      <dl className="checkout-facts">
        <dt>{t('receipt.number')}</dt>
        <dd data-testid="order-number">{order.number}</dd>
        <dt>{t('receipt.status')}</dt>
        <dd>{t(`receipt.status.${order.status}` as CheckoutMessageKey)}</dd>
      </dl>
      <p>{t('receipt.placed', { date: date(order.createdAt) })}</p>
      <p>{t('receipt.email', { email: order.delivery.email })}</p>
      <OrderSummary priced={order.cart} />
      <p>
        <Link to={paths.tracking}>{t('receipt.tracking')}</Link> · <Link to={paths.home}>{t('receipt.continue')}</Link>
      </p>
    </div>
  );
}
