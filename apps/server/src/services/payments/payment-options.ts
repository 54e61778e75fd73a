import type { PaymentOptionsAnswer } from '@masswerk/contract';
import { orderCanMove, paymentOffersOf, type CountryCode, type Currency } from '@masswerk/domain';
import type { Db } from '../../db/client.ts';
import { findPaymentsOfOrder } from '../../db/payments.ts';
import { authorizedOrder } from '../orders/get-order.ts';
import { paymentSummary } from './payment-answer.ts';

/**
 * shop.md §7 POST /payments/init: what the order can be paid with (its shop's methods in its
 * currency), what it costs, whether a new attempt may start, and its attempts so far.
 */
export async function paymentOptions(db: Db, orderId: string, authorization: string | undefined): Promise<PaymentOptionsAnswer> {
  const order = await authorizedOrder(db, orderId, authorization);
  const currency = order.currency as Currency;
  const offers = paymentOffersOf(order.country as CountryCode).filter((offer) => offer.currency === currency);
  const attempts = await findPaymentsOfOrder(db, order.id);
  return {
    orderId: order.id,
    orderStatus: order.status,
    countryCode: order.country as CountryCode,
    amount: order.total,
    currencyCode: currency,
    payable: orderCanMove(order.status, 'paid'),
    methods: offers.map((offer) => ({ method: offer.method, currencyCode: offer.currency, settlement: offer.settlement, challenge: offer.challenge })),
    payments: attempts.map(paymentSummary),
  };
}
