import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox signs its webhooks with: "t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`>". */
export const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';

/** How old a signed webhook may be: older ones are replays (a delivery is signed when it is sent). */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, ...parts: (string | Uint8Array)[]) => {
  const mac = createHmac('sha256', secret);
  for (const part of parts) mac.update(part);
  return mac.digest('hex');
};

/** Equal hex digests, compared in constant time. */
function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The signature header of a webhook body sent at `now`. */
export function signWebhook(secret: string, body: string | Uint8Array, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.`, body)}`;
}

/** Whether `header` signs `body` with `secret` and is at most the tolerance away from `now`. */
export function webhookSignatureValid(secret: string, body: Uint8Array, header: string | null, now: Date): boolean {
  const parts = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', value = ''] = part.trim().split('=', 2);
    if (!parts.has(name)) parts.set(name, value);
  }
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1) return false;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS) return false;
  return sameDigest(hmac(secret, `${t}.`, body), v1);
}

/** The signature of a return URL: the payment and the result the page saw, so neither can be changed on the way. */
export function signReturn(secret: string, paymentId: string, result: string): string {
  return hmac(secret, 'return.', paymentId, '.', result);
}

export function returnSignatureValid(secret: string, paymentId: string, result: string, signature: string): boolean {
  return sameDigest(signReturn(secret, paymentId, result), signature);
}
