/**
 * Named points of the pay sequence where a test kills the server (SIGKILL, as an out-of-memory kill or a
 * power cut would), to prove that a restart and the reconciler finish the work
 * (apps/server/test/crash-pay.test.ts). Armed only by CRASH_AT, which the configuration refuses in
 * production; unarmed, `crashPoint` does nothing.
 */
export const CRASH_POINTS = [
  /** The order's transaction committed; the buyer has not had the answer. */
  'after-order-insert',
  /** The provider opened the payment; the shop has not recorded its reference. */
  'after-provider-call',
  /** A webhook's signature is checked; its result is not applied. */
  'before-webhook-update',
  /** A webhook's result is applied and committed; the provider has not had the answer. */
  'after-webhook-update',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

let armed: CrashPoint | undefined;

/** Arms one point for this process (main.ts, from CRASH_AT). */
export function armCrashPoint(point: CrashPoint | undefined): void {
  armed = point;
}

/** Kills this process at once when `point` is the armed one; the promise then never settles, so nothing after it runs. */
export function crashPoint(point: CrashPoint): Promise<void> {
  if (armed !== point) return Promise.resolve();
  process.kill(process.pid, 'SIGKILL');
  return new Promise(() => undefined);
}
