import type { Db } from '../../db/client.ts';
import { deleteUser, type UserRow } from '../../db/users.ts';

/** The address an erased account's orders keep instead of the buyer's (a reserved domain: it reaches nobody). */
export const ERASED_EMAIL = 'erased@erased.invalid';

/**
 * Deletes an account (docs/decisions.md "Deleting an account"): the user row and what hangs from it
 * (designs list, events, sign-in mails, sessions) go; the orders placed with its address stay for the
 * books, with the address replaced by ERASED_EMAIL, so no account and no e-mail leads to them any more.
 */
export async function deleteAccount(db: Db, user: UserRow): Promise<void> {
  await db.transaction((tx) => deleteUser(tx, user, ERASED_EMAIL));
}
