import type { Db } from './client.ts';
import { findRowBy } from './rows.ts';
import { coupons } from './schema.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;

/** The coupon with this code (matched in upper case), or null. */
export function findCoupon(db: Db, code: string): Promise<CouponRow | null> {
  return findRowBy(db, coupons, coupons.code, code.trim().toUpperCase());
}

/** Inserts the demo coupons that are not there yet (the seed; an edited coupon is kept). */
export async function insertCoupons(db: Db, rows: NewCouponRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(coupons).values(rows).onConflictDoNothing();
}
