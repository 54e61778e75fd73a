import { SAVE_DESIGN_PAGE_TYPES, type SaveDesignAnswer, type SaveDesignBody } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { addUserDesign, designExists } from '../../db/users.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Logger } from '../../logger.ts';
import { signUp } from './sign-up.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * shop.md §5 save-design form: an empty address, an unknown page type or a missing uuid is logged and
 * sends nothing; otherwise the visitor is signed up (shop.md §4, "keeps them signed in": the mail's sign-in
 * link signs in for 365 days) and one mail carries the design's picture and link and that sign-in link.
 * Proving the address keeps the design in My Designs; a visitor already signed in as this address has it
 * kept at once.
 */
export async function saveDesignByEmail(deps: { db: Db; logger: Logger }, body: SaveDesignBody, signedInUserId: string | null): Promise<SaveDesignAnswer> {
  const { email, pageType, uuid, ...signUpRest } = body;
  if (email === '') {
    deps.logger.info({ pageType }, 'save-design form: an empty e-mail address; nothing sent');
    return { sent: false };
  }
  if (!(SAVE_DESIGN_PAGE_TYPES as readonly string[]).includes(pageType)) {
    deps.logger.warn({ pageType: pageType.slice(0, 40) }, 'save-design form: an unknown page type; nothing sent');
    return { sent: false };
  }
  if (uuid === undefined || uuid === '') {
    deps.logger.warn({ pageType }, 'save-design form: no design uuid; nothing sent');
    return { sent: false };
  }
  if (!UUID.test(uuid) || !(await designExists(deps.db, uuid.toLowerCase()))) throw new HttpError('design_not_found');
  const designUuid = uuid.toLowerCase();
  const { userId, expiresAt } = await signUp(deps, { ...signUpRest, email, shouldStaySignedIn: true }, { designUuid });
  if (signedInUserId === userId) await addUserDesign(deps.db, userId, designUuid);
  deps.logger.info({ pageType, designUuid }, 'save-design mail enqueued');
  return { sent: true, expiresAt };
}
