import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status.ts';
import { orderShippingEstimate } from './shipping-estimate.ts';

describe('the shipping estimate', () => {
  const placed = { status: 'pending' as const, at: '2026-11-20T10:00:00.000Z' };
  const paid = { status: 'paid' as const, at: '2026-11-22T23:30:00.000Z' };

  it('counts the cart’s days from the payment, and gives only the days before it', () => {
    expect(orderShippingEstimate('pending', [placed], 21)).toEqual({ kind: 'afterPayment', days: 21 });
    expect(orderShippingEstimate('failed', [placed, { status: 'failed', at: '2026-11-20T10:05:00.000Z' }], 21)).toEqual({ kind: 'afterPayment', days: 21 });
    expect(orderShippingEstimate('paid', [placed, paid], 21)).toEqual({ kind: 'shipsBy', date: '2026-12-13' });
    expect(orderShippingEstimate('in_production', [placed, paid, { status: 'in_production', at: '2026-11-25T08:00:00.000Z' }], 35)).toEqual({ kind: 'shipsBy', date: '2026-12-27' });
  });

  it('says when it shipped or arrived, and nothing for an order that will not ship', () => {
    const shipped = { status: 'shipped' as const, at: '2026-12-10T09:00:00.000Z' };
    expect(orderShippingEstimate('shipped', [placed, paid, shipped], 21)).toEqual({ kind: 'shipped', at: shipped.at });
    expect(orderShippingEstimate('delivered', [placed, paid, shipped, { status: 'delivered', at: '2026-12-12T15:00:00.000Z' }], 21)).toEqual({ kind: 'delivered', at: '2026-12-12T15:00:00.000Z' });
    expect(orderShippingEstimate('cancelled', [placed], 21)).toEqual({ kind: 'none' });
    expect(orderShippingEstimate('refunded', [placed, paid], 21)).toEqual({ kind: 'none' });
  });

  it('answers for every status', () => {
    for (const status of ORDER_STATUSES) expect(orderShippingEstimate(status, [placed], 7).kind).toBeTruthy();
  });
});
