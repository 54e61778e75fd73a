import { useEffect, useRef } from 'react';
import type { OrderTrackingAnswer } from '@masswerk/contract';
import type { TrackingMessageKey, TrackingTranslator } from './i18n';

export interface TrackingResultProps {
  order: OrderTrackingAnswer;
  i18n: TrackingTranslator;
  /** Take focus when shown (after the visitor sent the form), so that a screen reader hears the result; not when a link opened the page. */
  focus?: boolean;
}

/** What the shipping estimate says, in words. */
function shippingText({ shipping }: OrderTrackingAnswer, { t, day, moment }: TrackingTranslator): string {
  switch (shipping.kind) {
    case 'afterPayment':
      return t('shipping.afterPayment', { days: shipping.days });
    case 'shipsBy':
      return t('shipping.shipsBy', { date: day(shipping.date) });
    case 'shipped':
      return t('shipping.shipped', { date: moment(shipping.at) });
    case 'delivered':
      return t('shipping.delivered', { date: moment(shipping.at) });
    case 'none':
      return t('shipping.none');
  }
}

/**
 * An order as tracking shows it: its number, status, the shipping estimate and the history, oldest
 * first, each moment in the shop's time zone of the page's locale.
 */
export function TrackingResult({ order, i18n, focus = false }: TrackingResultProps) {
  const { t, moment } = i18n;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, order.number]);
  return (
    <section className="tracking-result" aria-labelledby="tracking-order">
      <h2 id="tracking-order" ref={heading} tabIndex={-1}>
        {t('order', { number: order.number })}
      </h2>
      <p className="tracking-placed">{t('placed', { date: moment(order.placedAt) })}</p>
      <dl className="tracking-facts">
        <dt>{t('status')}</dt>
        <dd data-testid="tracking-status">{t(`status.${order.status}` as TrackingMessageKey)}</dd>
        <dt>{t('shipping')}</dt>
        <dd data-testid="tracking-shipping">{shippingText(order, i18n)}</dd>
      </dl>
      <h3>{t('history')}</h3>
      <ol className="tracking-history">
        {order.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <time dateTime={entry.at}>{moment(entry.at)}</time>
            <span>{t(index === 0 && entry.status === 'pending' ? 'event.placed' : (`event.${entry.status}` as TrackingMessageKey))}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
