import type { UserAnswer } from '@masswerk/contract';
import type { CountryCode, Locale } from '@masswerk/domain';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/rows.ts';
import { userDesignsOf, type UserRow } from '../../db/users.ts';

/** Internal staff (shop.md §5, §6): an address in the company's e-mail domain or one of its subdomains. */
export function isInternalStaff(config: Pick<Config, 'STAFF_EMAIL_DOMAIN'>, email: string): boolean {
  const domain = config.STAFF_EMAIL_DOMAIN;
  if (domain === undefined) return false;
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/** The user as the API answers it, with their designs (newest first). */
export async function userAnswer(tx: Tx, config: Pick<Config, 'STAFF_EMAIL_DOMAIN'>, user: UserRow): Promise<UserAnswer> {
  const designs = await userDesignsOf(tx, user.id);
  return {
    id: user.id,
    email: user.email,
    language: user.language as Locale,
    storeCode: user.storeCode as CountryCode,
    newsletter: user.newsletter,
    internalStaff: isInternalStaff(config, user.email),
    designs: designs.map((design) => design.uuid),
    createdAt: user.createdAt.toISOString(),
  };
}
