import { createHash, randomBytes } from 'node:crypto';

/**
 * The shop's bearer secrets (a design's write token, an order's access secret): 256 random bits,
 * base64url, handed out once and stored only as their SHA-256. A secret this long needs no salt or
 * slow hash: nobody can guess one to test against a stolen hash.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** How a secret is stored and looked up. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The secret of an `Authorization: Bearer <secret>` header, or null when there is none of the right shape. */
export function bearerSecret(authorization: string | undefined): string | null {
  return /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(authorization ?? '')?.[1] ?? null;
}
