import { timingSafeEqual } from 'node:crypto';
import { SIGN_IN_MAX_ATTEMPTS, type LoginBody } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { addUserDesign, countWrongCode, findChallenge, findChallengeByToken, markVerified, useChallenge, type ChallengeRow, type UserRow } from '../../db/users.ts';
import { HttpError } from '../../http/http-error.ts';
import { codeHashOf } from './sign-in-mail.ts';
import { hashSecret } from './session.ts';

/** What a proven sign-in gives: the user, whether this was the first proof, and how long to stay signed in. */
export interface ProvenSignIn {
  user: UserRow;
  isNew: boolean;
  staySignedIn: boolean;
}

const failed = () => new HttpError('sign_in_failed');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The challenge a code or link names, when the code or link is right (a wrong code counts against it). */
async function challengeOf(db: Db, body: LoginBody): Promise<ChallengeRow> {
  if ('token' in body) {
    const challenge = await findChallengeByToken(db, hashSecret(body.token));
    if (!challenge || challenge.userId !== body.userID) throw failed();
    return challenge;
  }
  const challenge = await findChallenge(db, body.challengeId);
  if (!challenge || challenge.codeHash === null) throw failed();
  if (!sameHash(challenge.codeHash, codeHashOf(challenge.id, body.code))) {
    await countWrongCode(db, challenge.id);
    throw failed();
  }
  return challenge;
}

/**
 * shop.md §7 "POST /login": the sign-in mail's link (userID and token) or its code. Either works once,
 * within its 15 minutes, and not after 5 wrong codes; every failure answers the same 401.
 */
export async function proveSignIn(db: Db, body: LoginBody): Promise<ProvenSignIn> {
  const challenge = await challengeOf(db, body);
  return db.transaction(async (tx) => {
    const used = await useChallenge(tx, challenge.id, SIGN_IN_MAX_ATTEMPTS);
    if (!used) throw failed();
    const { before, after } = await markVerified(tx, used.userId, used.newsletterSource);
    // The save-design form's mail: proving the address keeps its design in My Designs.
    if (used.designUuid !== null) await addUserDesign(tx, used.userId, used.designUuid);
    return { user: after, isNew: before.verifiedAt === null, staySignedIn: used.staySignedIn };
  });
}
