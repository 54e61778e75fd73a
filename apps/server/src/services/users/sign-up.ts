import { SIGN_IN_VALID_MINUTES, type SignUpAnswer, type SignUpBody } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { findOrCreateUser, insertChallenge, NEW_LEAD_EVENT, recordUserEvent } from '../../db/users.ts';
import type { Logger } from '../../logger.ts';
import { enqueueSignInMail } from './sign-in-mail.ts';


/**
 * shop.md §4 sign-up: finds or makes the user of the e-mail address (a new one is a lead: its event is
 * recorded) and sends a sign-in mail. The same work and the same answer whether the address was known
 * or not: what the account holds, and whether it is new, shows only to whoever proves the address.
 * `designUuid` (the save-design form) makes the mail the save-design mail and keeps the design on proof.
 * The answer's `userId` is for the route's own use, never sent.
 */
export async function signUp(deps: { db: Db; logger: Logger }, body: SignUpBody, options: { designUuid?: string } = {}): Promise<SignUpAnswer & { userId: string }> {
  const expiresAt = new Date(Date.now() + SIGN_IN_VALID_MINUTES * 60_000);
  return deps.db.transaction(async (tx) => {
    const { user, created } = await findOrCreateUser(tx, {
      email: body.email,
      language: body.meta.language,
      storeCode: body.storeCode,
      referrer: body.referrer ?? null,
    });
    if (created) {
      const source = body.newsletterSignUpMeta?.source ?? null;
      await recordUserEvent(tx, user.id, NEW_LEAD_EVENT, { storeCode: body.storeCode, language: body.meta.language, referrer: body.referrer ?? null, source });
      deps.logger.info({ userId: user.id, source }, 'new lead');
    }
    const wantsNewsletter = body.newsletterSignUpMeta?.isSubscriptionAdded === true;
    const challenge = await insertChallenge(tx, {
      userId: user.id,
      language: body.meta.language,
      staySignedIn: body.shouldStaySignedIn === true,
      newsletterSource: wantsNewsletter ? body.newsletterSignUpMeta!.source : null,
      designUuid: options.designUuid ?? null,
      expiresAt,
    });
    await enqueueSignInMail(tx, challenge.id);
    return { challengeId: challenge.id, expiresAt: expiresAt.toISOString(), userId: user.id };
  });
}
