import { timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../http/http-error.ts';
import { bearerSecret, secretHash } from '../../http/secrets.ts';

/**
 * Proves that the request comes from whoever saved the design: `Authorization: Bearer <writeToken>`
 * must hash to the stored hash. No token is a 401, a wrong one (or a design saved without one) a 403.
 */
export function requireWriteToken(authorization: string | undefined, storedHash: string | null): void {
  const token = bearerSecret(authorization);
  if (!token) {
    throw new HttpError('write_token_required');
  }
  const sent = Buffer.from(secretHash(token), 'hex');
  const stored = storedHash === null ? null : Buffer.from(storedHash, 'hex');
  if (stored === null || stored.length !== sent.length || !timingSafeEqual(sent, stored)) {
    throw new HttpError('write_token_invalid');
  }
}
