import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../http/http-error.ts';

/** How a design's write token is stored: its SHA-256 (the token is 256 random bits, so no salt or slow hash is needed). */
export function writeTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Proves that the request comes from whoever saved the design: `Authorization: Bearer <writeToken>`
 * must hash to the stored hash. No token is a 401, a wrong one (or a design saved without one) a 403.
 */
export function requireWriteToken(authorization: string | undefined, storedHash: string | null): void {
  const token = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(authorization ?? '')?.[1];
  if (!token) {
    throw new HttpError('write_token_required');
  }
  const sent = Buffer.from(writeTokenHash(token), 'hex');
  const stored = storedHash === null ? null : Buffer.from(storedHash, 'hex');
  if (stored === null || stored.length !== sent.length || !timingSafeEqual(sent, stored)) {
    throw new HttpError('write_token_invalid');
  }
}
