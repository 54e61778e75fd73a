import type { NewCouponRow } from '../../db/carts.ts';

/**
 * The coupons a fresh shop has, one of each kind (README lists them): seeded at every start, never
 * overwriting a coupon of the same code.
 */
export const DEMO_COUPONS: NewCouponRow[] = [
  { code: 'WELCOME10', kind: 'percent', percent: 10 },
  {
    code: 'SHELF50',
    kind: 'amount',
    amounts: { EUR: 5_000, CHF: 5_500, GBP: 4_500 },
    minimumOrder: { EUR: 50_000, CHF: 55_000, GBP: 45_000 },
    furnitureTypes: ['shelf'],
  },
  { code: 'SWISS15', kind: 'percent', percent: 15, countries: ['ch'] },
  { code: 'SPRING2025', kind: 'percent', percent: 20, validFrom: new Date('2025-03-01T00:00:00Z'), validUntil: new Date('2025-06-30T23:59:59Z') },
  { code: 'USEDUP', kind: 'percent', percent: 5, usageLimit: 1, timesUsed: 1 },
];
