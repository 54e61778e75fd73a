import { z } from 'zod';
import { COUNTRY_CODES, LOCALES, ORDER_STATUSES } from '@masswerk/domain';
import { apiError } from './errors.ts';
import { fieldMessage } from './field-messages.ts';
import { serviceRoutes } from './route.ts';

/** shop.md §3 newsletter sources. */
export const NEWSLETTER_SOURCES = ['SD_NL_config', 'SD_NL_PDP', 'SD_NL_EI_config', 'SD_NL_EI_PDP', 'Checkout', 'PopUp', 'Banner_SignUp', 'MyAccount'] as const;

/** The session cookie's name (`__Host-` prefixed over TLS): the shop's pages only ask whether one came with a request. */
export const SESSION_COOKIE = 'mw_session';

/** How long a sign-in mail's code and link are good for (issue 15): 15 minutes. */
export const SIGN_IN_VALID_MINUTES = 15;
/** Wrong codes a sign-in mail takes before it is void. */
export const SIGN_IN_MAX_ATTEMPTS = 5;
/** The one-time code of a sign-in mail: six digits. */
export const SIGN_IN_CODE_PATTERN = /^\d{6}$/;
/** The link token of a sign-in mail: 256 random bits, base64url. */
export const SIGN_IN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const emailMessage = fieldMessage('field.deliveryEmail');

/** An e-mail address as the forms take it (shop.md §5: required, at most 254 characters), lower-cased. */
export const userEmailSchema = z
  .string({ error: fieldMessage('field.deliveryRequired') })
  .trim()
  .min(1, { error: fieldMessage('field.deliveryRequired') })
  .max(254, { error: emailMessage })
  .pipe(z.email({ error: emailMessage }))
  .transform((email) => email.toLowerCase());

/** shop.md §3 sign-up payload. */
export const signUpBodySchema = z
  .object({
    email: userEmailSchema,
    shouldStaySignedIn: z.boolean().optional().meta({ description: 'Once the address is proven, the session lasts 365 days instead of ending with the browser.' }),
    storeCode: z.enum(COUNTRY_CODES, { message: fieldMessage('field.countryCode', { codes: COUNTRY_CODES.join(', ') }) }),
    referrer: z.string().max(2000).optional().meta({ description: 'The page the visitor came from (kept with the new-lead event).' }),
    meta: z.object({ language: z.enum(LOCALES) }).meta({ description: 'The language of the sign-in mail and of every later mail.' }),
    newsletterSignUpMeta: z
      .object({ source: z.enum(NEWSLETTER_SOURCES), isSubscriptionAdded: z.boolean() })
      .optional()
      .meta({ description: 'Which form asked, and whether the visitor ticked the newsletter: the subscription starts only once the address is proven.' }),
  })
  .meta({ id: 'SignUp' });
export type SignUpBody = z.infer<typeof signUpBodySchema>;
export type SignUpInput = z.input<typeof signUpBodySchema>;

export const signUpAnswerSchema = z
  .object({
    challengeId: z.uuid().meta({ description: 'Names the sign-in mail just sent: `POST /api/users/login` takes it with the mail’s code.' }),
    expiresAt: z.string().meta({ description: 'ISO 8601: the code and the link work until then.' }),
  })
  .meta({ id: 'SignUpAnswer', description: 'The same for a known and an unknown address: whether the address had an account shows only once it is proven (the `new` flag of the login’s answer).' });
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

export const loginBodySchema = z
  .union([
    z.object({
      userID: z.uuid({ error: fieldMessage('field.signInLink') }),
      token: z.string().regex(SIGN_IN_TOKEN_PATTERN, { error: fieldMessage('field.signInLink') }),
    }),
    z.object({
      challengeId: z.uuid({ error: fieldMessage('field.signInCode') }),
      code: z
        .string({ error: fieldMessage('field.signInCode') })
        .transform((code) => code.replace(/\s+/g, ''))
        .pipe(z.string().regex(SIGN_IN_CODE_PATTERN, { error: fieldMessage('field.signInCode') })),
    }),
  ])
  .meta({ id: 'Login', description: 'The sign-in link’s `userID` and `token` (URL login: `mx`, `mxUserToken`), or the sign-up’s `challengeId` with the six-digit code of its mail.' });
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The pages whose save-design form may send (shop.md §5 "an unknown page type ... is logged and nothing is sent"). */
export const SAVE_DESIGN_PAGE_TYPES = ['configurator', 'product'] as const;
export type SaveDesignPageType = (typeof SAVE_DESIGN_PAGE_TYPES)[number];

/**
 * shop.md §5 save-design form: the sign-up payload with the design and the page it was saved on. An empty
 * address, an unknown page type or no uuid is taken (200) and logged, and nothing is sent.
 */
export const saveDesignBodySchema = signUpBodySchema
  .omit({ email: true })
  .extend({
    email: z
      .string({ error: fieldMessage('field.deliveryRequired') })
      .trim()
      .max(254, { error: emailMessage })
      .pipe(z.union([z.literal(''), z.email({ error: emailMessage })]))
      .transform((email) => email.toLowerCase())
      .meta({ description: 'At most 254 characters; empty: logged, nothing sent.' }),
    pageType: z.string().max(40).meta({ description: `The page of the form: ${SAVE_DESIGN_PAGE_TYPES.join(', ')}; any other is logged and nothing is sent.` }),
    uuid: z.string().max(64).optional().meta({ description: 'The saved design; missing: logged, nothing sent.' }),
  })
  .meta({ id: 'SaveDesign' });
export type SaveDesignBody = z.infer<typeof saveDesignBodySchema>;
export type SaveDesignInput = z.input<typeof saveDesignBodySchema>;

export const saveDesignAnswerSchema = z
  .object({
    sent: z.boolean().meta({ description: 'Whether a mail is on its way (false: the empty address, unknown page type or missing uuid was logged).' }),
    expiresAt: z.string().optional().meta({ description: 'ISO 8601: the mail’s sign-in link works until then.' }),
  })
  .meta({ id: 'SaveDesignAnswer', description: 'The same for a known and an unknown address.' });
export type SaveDesignAnswer = z.infer<typeof saveDesignAnswerSchema>;

export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    language: z.enum(LOCALES),
    storeCode: z.enum(COUNTRY_CODES),
    newsletter: z.boolean(),
    internalStaff: z.boolean().meta({ description: 'The address is in the company’s e-mail domain (STAFF_EMAIL_DOMAIN).' }),
    designs: z.array(z.string()).meta({ description: 'The uuids of My Designs, newest first.' }),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type UserAnswer = z.infer<typeof userSchema>;

export const sessionAnswerSchema = z
  .object({
    user: userSchema,
    new: z.boolean().meta({ description: 'This sign-in proved the address for the first time (shop.md §3 the `new` flag).' }),
    staySignedIn: z.boolean(),
  })
  .meta({ id: 'Session' });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const userDesignSchema = z.object({ uuid: z.string(), addedAt: z.string() }).meta({ id: 'UserDesign' });
export const userDesignsSchema = z.object({ designs: z.array(userDesignSchema) }).meta({ id: 'UserDesigns', description: 'Newest first.' });
export type UserDesignsAnswer = z.infer<typeof userDesignsSchema>;

const designUuid = z.uuid({ error: fieldMessage('field.designId') });

export const userOrdersSchema = z
  .object({
    orders: z.array(
      z.object({
        number: z.string(),
        status: z.enum(ORDER_STATUSES),
        createdAt: z.string(),
        total: z.number().int().meta({ description: 'Integer cents of currencyCode.' }),
        currencyCode: z.enum(['EUR', 'CHF', 'GBP']),
      }),
    ),
  })
  .meta({ id: 'UserOrders', description: 'The orders placed with the account’s e-mail address, newest first.' });
export type UserOrdersAnswer = z.infer<typeof userOrdersSchema>;

export const userSettingsBodySchema = z.object({ newsletter: z.boolean() }).meta({ id: 'UserSettings' });

const userIdParams = z.object({ id: z.uuid({ error: fieldMessage('field.userId') }) });
const notSignedIn = apiError('No session, or it has ended: "user is not signed in".');
const notYours = apiError('No such user, or not the one signed in: the same answer either way.');
const crossSite = apiError('A write with the session cookie that came from another site.');
const tooMany = apiError('Too many requests from this client or for this address; `Retry-After` says how many seconds to wait.');

const users = serviceRoutes('users');

/** shop.md §7 user service "POST /" (sign-up). */
export const signUpRoute = users.post('/users', {
  summary:
    'Signs a visitor up with their e-mail address (shop.md §3 payload): finds or makes the user (a new one is recorded as a new lead) and sends a sign-in mail with a one-time code and a link, valid 15 minutes. The answer is the same whether or not the address was known. Limited per client and per address (429).',
  body: signUpBodySchema,
  responses: { 202: { description: 'The sign-in mail is on its way.', schema: signUpAnswerSchema }, 403: crossSite, 429: tooMany },
});

/** shop.md §5 save-design e-mail. */
export const saveDesignRoute = users.post('/users/save-design', {
  summary:
    'The save-design form (shop.md §5): signs the visitor up as `POST /api/users` does and sends one mail in their language with the design’s picture, its link and a sign-in link; proving the address signs in for 365 days and adds the design to My Designs. An empty address, an unknown page type or a missing uuid is logged and sends nothing. Limited with the sign-ups, per client and per address (429).',
  body: saveDesignBodySchema,
  responses: {
    200: { description: 'Nothing sent (empty address, unknown page type or no uuid; logged).', schema: saveDesignAnswerSchema },
    202: { description: 'The mail is on its way.', schema: saveDesignAnswerSchema },
    403: crossSite,
    404: apiError('No saved design with this uuid.'),
    429: tooMany,
  },
});

/** shop.md §7 user service "POST /login". */
export const loginRoute = users.post('/users/login', {
  summary:
    'Signs in with the sign-in mail’s link (`userID` and `token`) or its code (`challengeId` and `code`): each works once, within 15 minutes, and a mail takes at most 5 wrong codes. Sets the session cookie (HttpOnly, SameSite=Lax; 365 days when the sign-up asked to stay signed in, else until the browser closes).',
  body: loginBodySchema,
  responses: { 200: { description: 'Signed in.', schema: sessionAnswerSchema }, 401: apiError('The code or link is wrong, used or expired.'), 403: crossSite, 429: tooMany },
});

export const getSessionRoute = users.get('/users/session', {
  security: 'userSession',
  summary: 'The signed-in user of this browser’s session cookie.',
  responses: { 200: { description: 'Signed in.', schema: userSchema }, 204: { description: 'Nobody is signed in with this browser.' } },
});

export const signOutRoute = users.delete('/users/session', {
  summary: 'Signs this browser out: the session ends on the server and the cookie is removed.',
  responses: { 204: { description: 'Signed out (also when no one was signed in).' }, 403: crossSite },
});

/** shop.md §7 user service "GET /{id}". */
export const getUserRoute = users.get('/users/{id}', {
  security: 'userSession',
  summary: 'The user, to their own session only.',
  params: userIdParams,
  responses: { 200: { description: 'The user.', schema: userSchema }, 401: notSignedIn, 404: notYours },
});

export const updateUserRoute = users.patch('/users/{id}', {
  security: 'userSession',
  summary: 'Changes the newsletter preference of the signed-in user.',
  params: userIdParams,
  body: userSettingsBodySchema,
  responses: { 200: { description: 'The user as changed.', schema: userSchema }, 401: notSignedIn, 403: crossSite, 404: notYours },
});

export const deleteUserRoute = users.delete('/users/{id}', {
  security: 'userSession',
  summary:
    'Deletes the signed-in user’s account: the user, their designs list, sessions and events are erased; their orders are kept for the books with the e-mail address and phone number erased (docs/decisions.md "Deleting an account").',
  params: userIdParams,
  responses: { 204: { description: 'Deleted; the browser is signed out.' }, 401: notSignedIn, 403: crossSite, 404: notYours },
});

export const exportUserRoute = users.get('/users/{id}/export', {
  security: 'userSession',
  summary: 'Everything the shop keeps about the signed-in user, as one JSON document to download.',
  params: userIdParams,
  responses: { 200: { description: 'The user’s data.', schema: z.record(z.string(), z.unknown()) }, 401: notSignedIn, 404: notYours },
});

export const listUserDesignsRoute = users.get('/users/{id}/designs', {
  security: 'userSession',
  summary: 'My Designs of the signed-in user, newest first.',
  params: userIdParams,
  responses: { 200: { description: 'The designs.', schema: userDesignsSchema }, 401: notSignedIn, 404: notYours },
});

/** shop.md §7 user service "POST /{id}/designs". */
export const addUserDesignRoute = users.post('/users/{id}/designs', {
  security: 'userSession',
  summary: 'Adds a saved design to My Designs (adding one that is there already changes nothing). Not signed in: 401 "user is not signed in".',
  params: userIdParams,
  body: z
    .object({
      uuid: designUuid,
      addedAt: z.iso
        .datetime({ offset: true, error: fieldMessage('field.isoDateTime') })
        .optional()
        .meta({ description: 'When the design was kept (a browser’s list merged at sign-in keeps its times); never later than now. Default: now.' }),
    })
    .meta({ id: 'AddUserDesign' }),
  responses: {
    200: { description: 'The designs after the change.', schema: userDesignsSchema },
    401: notSignedIn,
    403: crossSite,
    404: apiError('No such user for this session, or no saved design with this uuid.'),
  },
});

/** shop.md §7 user service "DELETE /{id}/designs/{uuid}". */
export const removeUserDesignRoute = users.delete('/users/{id}/designs/{uuid}', {
  security: 'userSession',
  summary: 'Removes a design from My Designs (removing one that is not there changes nothing). Not signed in: 401 "user is not signed in".',
  params: userIdParams.extend({ uuid: designUuid }),
  responses: { 200: { description: 'The designs after the change.', schema: userDesignsSchema }, 401: notSignedIn, 403: crossSite, 404: notYours },
});

export const listUserOrdersRoute = users.get('/users/{id}/orders', {
  security: 'userSession',
  summary: 'The orders placed with the signed-in user’s (proven) e-mail address, newest first.',
  params: userIdParams,
  responses: { 200: { description: 'The orders.', schema: userOrdersSchema }, 401: notSignedIn, 404: notYours },
});

export const userRoutes = [
  signUpRoute,
  saveDesignRoute,
  loginRoute,
  getSessionRoute,
  signOutRoute,
  getUserRoute,
  updateUserRoute,
  deleteUserRoute,
  exportUserRoute,
  listUserDesignsRoute,
  addUserDesignRoute,
  removeUserDesignRoute,
  listUserOrdersRoute,
] as const;
