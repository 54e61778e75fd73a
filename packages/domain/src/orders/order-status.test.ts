import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_PAID_STATUSES, ORDER_STATUSES, ORDER_TRANSITIONS, orderCanMove, orderStatusForPayment, PAYMENT_RESULTS } from './order-status.ts';

describe('the order status table', () => {
  it('lets a pending order be paid or fail, and a failed one be paid by another attempt', () => {
    expect(orderCanMove('pending', 'paid')).toBe(true);
    expect(orderCanMove('pending', 'failed')).toBe(true);
    expect(orderCanMove('failed', 'paid')).toBe(true);
    expect(orderCanMove('failed', 'pending')).toBe(true);
  });

  it('never leaves a paid order unpaid, and has no way back once production starts', () => {
    for (const paid of ORDER_PAID_STATUSES) {
      for (const to of ORDER_TRANSITIONS[paid]) expect(ORDER_PAID_STATUSES, `${paid} -> ${to}`).toContain(to);
    }
    expect(orderCanMove('in_production', 'refunded')).toBe(false);
    expect(orderCanMove('in_production', 'cancelled')).toBe(false);
    expect(orderCanMove('paid', 'pending')).toBe(false);
  });

  it('reaches every status from pending, and ends in a status with no way out on every path', () => {
    const reached = new Set(['pending']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const from of [...reached]) {
        for (const to of ORDER_TRANSITIONS[from as keyof typeof ORDER_TRANSITIONS]) {
          if (reached.has(to)) continue;
          reached.add(to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 20 }), (choices) => {
        let status: (typeof ORDER_STATUSES)[number] = 'pending';
        let paidOnce = false;
        for (const choice of choices) {
          const next: readonly (typeof ORDER_STATUSES)[number][] = ORDER_TRANSITIONS[status];
          if (next.length === 0) break;
          status = next[choice % next.length]!;
          if (ORDER_PAID_STATUSES.includes(status)) paidOnce = true;
          // Money taken is never given up except by a refund: no path goes back to unpaid.
          if (paidOnce) expect(ORDER_PAID_STATUSES).toContain(status);
        }
      }),
    );
  });

  it('maps each payment result to a status', () => {
    expect(PAYMENT_RESULTS.map(orderStatusForPayment)).toEqual(['paid', 'failed', 'failed', 'pending']);
  });
});
