import type { Context } from 'hono';
import {
  addUserDesignRoute,
  deleteUserRoute,
  exportUserRoute,
  getSessionRoute,
  getUserRoute,
  listUserDesignsRoute,
  listUserOrdersRoute,
  loginRoute,
  removeUserDesignRoute,
  saveDesignRoute,
  signOutRoute,
  signUpRoute,
  updateUserRoute,
  type UserDesignsAnswer,
} from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/http-error.ts';
import { keyedRateLimit, rateLimit } from '../../http/rate-limit.ts';
import { sameOriginWrites } from '../../http/same-origin-writes.ts';
import type { Tx } from '../../db/rows.ts';
import { addUserDesign, designExists, findUser, removeUserDesign, setNewsletter, userDesignsOf, type UserRow } from '../../db/users.ts';
import { accountData } from './account-data.ts';
import { deleteAccount } from './delete-account.ts';
import { proveSignIn } from './login.ts';
import { saveDesignByEmail } from './save-design.ts';
import { endSession, hashSecret, ownUserId, startSession, userSession } from './session.ts';
import { signUp } from './sign-up.ts';
import { userAnswer } from './user-answer.ts';
import { userOrders } from './user-orders.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

async function designsAnswer(tx: Tx, userId: string): Promise<UserDesignsAnswer> {
  return { designs: (await userDesignsOf(tx, userId)).map((design) => ({ uuid: design.uuid, addedAt: design.addedAt.toISOString() })) };
}

/** The user service of shop.md §7 (`/api/users/...`): sign-up, login by the sign-in mail, the session, My Designs, the account. */
export function userRoutes(router: ApiRouter, deps: AppDeps): void {
  const { db } = deps.database;
  const { config, logger } = deps;
  const sameOrigin = sameOriginWrites(config.PUBLIC_URL);
  const session = userSession({ db, config });
  const signUpsPerClient = rateLimit(deps, { name: 'sign-ups', points: config.RATE_LIMIT_SIGN_UPS, durationSeconds: 60 });
  // Per address: nobody fills someone's mailbox with sign-in mails, from however many clients.
  const mailsPerAddress = keyedRateLimit(deps, { name: 'sign-up-mails', points: config.RATE_LIMIT_SIGN_UP_MAILS, durationSeconds: 3600 });
  const signInsPerClient = rateLimit(deps, { name: 'sign-ins', points: config.RATE_LIMIT_SIGN_INS, durationSeconds: 60 });

  /** The signed-in user when `id` is theirs: 401 signed out, 404 for any other id (known or not). */
  const ownUser = async (c: Context<AppEnv>, id: string): Promise<UserRow> => {
    const user = await findUser(db, ownUserId(c, id));
    if (!user) throw new HttpError('user_not_found');
    return user;
  };

  router.mount(
    signUpRoute,
    async ({ body }, c) => {
      await mailsPerAddress.consume(hashSecret(body.email));
      const { challengeId, expiresAt } = await signUp({ db, logger: c.var.log ?? logger }, body);
      return c.json({ challengeId, expiresAt }, 202, NO_STORE);
    },
    sameOrigin,
    signUpsPerClient,
  );

  router.mount(
    saveDesignRoute,
    async ({ body }, c) => {
      if (body.email !== '') await mailsPerAddress.consume(hashSecret(body.email));
      const answer = await saveDesignByEmail({ db, logger: c.var.log ?? logger }, body, c.get('session')?.userId ?? null);
      return c.json(answer, answer.sent ? 202 : 200, NO_STORE);
    },
    sameOrigin,
    signUpsPerClient,
    session,
  );

  router.mount(
    loginRoute,
    async ({ body }, c) => {
      const proven = await proveSignIn(db, body);
      await startSession(c, { db, config }, proven.user.id, proven.staySignedIn);
      return c.json({ user: await userAnswer(db, config, proven.user), new: proven.isNew, staySignedIn: proven.staySignedIn }, 200, NO_STORE);
    },
    sameOrigin,
    signInsPerClient,
    session,
  );

  router.mount(
    getSessionRoute,
    async (_input, c) => {
      // Nobody signed in is an answer, not an error: every page of a signed-out visitor asks once, and a
      // 401 there would be an error in the browser's console on each of them.
      const userId = c.get('session')?.userId;
      const user = userId === undefined ? null : await findUser(db, userId);
      if (!user) return c.body(null, 204, NO_STORE);
      return c.json(await userAnswer(db, config, user), 200, NO_STORE);
    },
    session,
  );

  router.mount(
    signOutRoute,
    async (_input, c) => {
      await endSession(c, { db, config });
      return c.body(null, 204, NO_STORE);
    },
    sameOrigin,
    session,
  );

  router.mount(getUserRoute, async ({ params }, c) => c.json(await userAnswer(db, config, await ownUser(c, params.id)), 200, NO_STORE), session);

  router.mount(
    updateUserRoute,
    async ({ params, body }, c) => {
      await ownUser(c, params.id);
      const user = await setNewsletter(db, params.id, body.newsletter);
      if (!user) throw new HttpError('user_not_found');
      return c.json(await userAnswer(db, config, user), 200, NO_STORE);
    },
    sameOrigin,
    session,
  );

  router.mount(
    deleteUserRoute,
    async ({ params }, c) => {
      const user = await ownUser(c, params.id);
      await deleteAccount(db, user);
      await endSession(c, { db, config });
      logger.info({ userId: user.id }, 'account deleted');
      return c.body(null, 204, NO_STORE);
    },
    sameOrigin,
    session,
  );

  router.mount(
    exportUserRoute,
    async ({ params }, c) => {
      const user = await ownUser(c, params.id);
      return c.json(await accountData(db, config, user), 200, { ...NO_STORE, 'Content-Disposition': 'attachment; filename="masswerk-account.json"' });
    },
    session,
  );

  router.mount(listUserDesignsRoute, async ({ params }, c) => c.json(await designsAnswer(db, ownUserId(c, params.id)), 200, NO_STORE), session);

  router.mount(
    addUserDesignRoute,
    async ({ params, body }, c) => {
      const userId = ownUserId(c, params.id);
      if (!(await designExists(db, body.uuid))) throw new HttpError('design_not_found');
      await addUserDesign(db, userId, body.uuid, body.addedAt === undefined ? undefined : new Date(body.addedAt));
      return c.json(await designsAnswer(db, userId), 200, NO_STORE);
    },
    sameOrigin,
    session,
  );

  router.mount(
    removeUserDesignRoute,
    async ({ params }, c) => {
      const userId = ownUserId(c, params.id);
      await removeUserDesign(db, userId, params.uuid);
      return c.json(await designsAnswer(db, userId), 200, NO_STORE);
    },
    sameOrigin,
    session,
  );

  router.mount(listUserOrdersRoute, async ({ params }, c) => c.json(await userOrders(db, await ownUser(c, params.id)), 200, NO_STORE), session);
}
