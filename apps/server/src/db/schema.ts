import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BankTransferDetails } from '@masswerk/contract';
import type { OrderStatus, PaymentMethod, PaymentResult, PaymentStatus } from '@masswerk/domain';

// Columns many tables have, written once (Drizzle wants a new builder per table, hence functions).
/** A moment with its time zone: every time the database keeps. */
const moment = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was made, by the database's clock. */
const createdAt = () => moment('created_at').notNull().defaultNow();
/** When the row last changed (set by the updates that change it). */
const updatedAt = () => moment('updated_at').notNull().defaultNow();
/** The order a row belongs to. */
const orderId = () =>
  uuid('order_id')
    .notNull()
    .references(() => orders.id);

/** One row per country shop (shop.md §9): its currency, VAT rate and whether it is closed. */
export const stores = pgTable('stores', {
  countryCode: text('country_code').primaryKey(),
  locale: text('locale').notNull(),
  currencyCode: text('currency_code').notNull(),
  /** VAT in basis points (19% = 1900), so no float is ever stored. */
  taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
  closed: boolean('closed').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * Saved designs. Immutable and addressed by uuid: every save is a row of its own, so its name and
 * pictures belong to whoever saved it (`write_token_hash`: SHA-256 of the random write token handed back
 * with the save; the token itself is never stored). `structure_hash` (SHA-256 of the canonical JSON of
 * the parsed design) finds equal designs.
 */
export const designs = pgTable(
  'designs',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    furnitureType: text('furniture_type').notNull(),
    version: integer('version').notNull(),
    structure: jsonb('structure').notNull(),
    structureHash: text('structure_hash').notNull(),
    name: text('name'),
    writeTokenHash: text('write_token_hash'),
    createdAt: createdAt(),
  },
  (table) => [index('designs_structure_hash_idx').on(table.structureHash)],
);

/**
 * Content entries (shop.md §3, §7): one row per content type, locale and key; `data` is the entry in
 * its type's shape (packages/contract/src/content.ts). `seed_hash` is the hash of the seed file's
 * version last written, so a re-seed updates untouched rows and never overwrites an edited one.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    type: text('type').notNull(),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
    seedHash: text('seed_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The primary key's (type, locale) prefix serves the list queries too.
  (table) => [primaryKey({ columns: [table.type, table.locale, table.key] })],
);

/**
 * Coupons (the cart issue): a code, percent or amount per currency, validity dates, a minimum order per
 * currency, the families and countries it covers (null: all), and a usage limit (counted by orders).
 */
export const coupons = pgTable('coupons', {
  /** Upper case; codes are matched case-insensitively. */
  code: text('code').primaryKey(),
  kind: text('kind').$type<'percent' | 'amount'>().notNull(),
  percent: integer('percent'),
  /** Cents off per currency, for `amount` coupons: { EUR, CHF, GBP }. */
  amounts: jsonb('amounts').$type<Partial<Record<'EUR' | 'CHF' | 'GBP', number>>>(),
  /** Least the covered products must come to, cents per currency. */
  minimumOrder: jsonb('minimum_order').$type<Partial<Record<'EUR' | 'CHF' | 'GBP', number>>>(),
  furnitureTypes: jsonb('furniture_types').$type<string[]>(),
  countries: jsonb('countries').$type<string[]>(),
  validFrom: moment('valid_from'),
  validUntil: moment('valid_until'),
  usageLimit: integer('usage_limit'),
  timesUsed: integer('times_used').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Orders (the checkout issue): the cart priced by the server when the order was made, frozen (`cart`,
 * the PricedCart answer), with the delivery details as checked. `id` is random and never shown alone:
 * reading an order takes one of its access secrets (order_access_tokens). `number` is the short order
 * number people use. `idempotency_key` makes a repeated POST answer the same order.
 */
export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number').notNull().unique(),
  idempotencyKey: uuid('idempotency_key').notNull().unique(),
  status: text('status').$type<OrderStatus>().notNull(),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
  email: text('email').notNull(),
  delivery: jsonb('delivery').notNull(),
  cart: jsonb('cart').notNull(),
  total: integer('total').notNull(),
  couponCode: text('coupon_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The secrets that let their holder read an order, each stored as its SHA-256 (the secret is 256 random bits). */
export const orderAccessTokens = pgTable('order_access_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  orderId: orderId(),
  createdAt: createdAt(),
});

/** Every status an order has had: one row per change, written in the same transaction as the change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: orderId(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * Work to do after a transaction commits (e-mails first; later conversion events and provider calls
 * that can be retried): enqueued in the same transaction as the change it follows from, so it exists
 * exactly when the change does, and claimed by any server process with `FOR UPDATE SKIP LOCKED`
 * (db/jobs.ts). A claim raises `attempts` and holds the job until `locked_until`; a process that dies
 * mid-job leaves that lock to expire and the job is claimed again. A job is finished when `done_at` is
 * set, or given up when `failed_at` is (its last error kept). `dedupe_key` makes enqueueing idempotent
 * ("order-confirmation:<orderId>"); null for jobs that need none.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    dedupeKey: text('dedupe_key').unique('jobs_dedupe_key_unique'),
    runAt: moment('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** Due jobs are claimed highest first, then by `run_at`: a visitor's waiting job before background work. */
    priority: integer('priority').notNull().default(0),
    lockedUntil: moment('locked_until'),
    lastError: text('last_error'),
    doneAt: moment('done_at'),
    failedAt: moment('failed_at'),
    createdAt: createdAt(),
  },
  // Only open jobs are ever looked for: the index stays as small as the queue, not the history.
  (table) => [index('jobs_due_idx').on(table.runAt).where(sql`${table.doneAt} is null and ${table.failedAt} is null`)],
);

/**
 * Payment attempts (the payments issue): one row per attempt the buyer starts, idempotent by the
 * browser's key. The amount and currency are the order's when the attempt started. The partial unique
 * index `payments_one_success_per_order` is the rule "at most one successful payment per order": a
 * second attempt whose money the provider also took becomes `refund_due` instead (docs/decisions.md).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: orderId(),
    provider: text('provider').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The provider's id of the payment, once it answered the attempt. */
    providerReference: text('provider_reference'),
    /** The provider's hosted page for the buyer. */
    redirectUrl: text('redirect_url'),
    /** The shop's page the provider sends the buyer back to (a path). */
    returnUrl: text('return_url').notNull(),
    /** A bank transfer's account and reference, as the provider answered the attempt (null for other methods). */
    bankTransfer: jsonb('bank_transfer').$type<BankTransferDetails>(),
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    /** Why money the provider took is owed back (refund_due). */
    refundReason: text('refund_reason'),
    /**
     * When the reconciler (services/payments/reconcile.ts) asks the provider about this unsettled attempt
     * next; null: not yet asked. Claimed with SKIP LOCKED, so one process asks at a time.
     */
    reconcileAt: timestamp('reconcile_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    // Only unsettled attempts are ever reconciled: the index stays as small as they are.
    index('payments_unsettled_idx').on(table.reconcileAt).where(sql`status in ('created', 'pending')`),
    uniqueIndex('payments_one_success_per_order').on(table.orderId).where(sql`status = 'succeeded'`),
    uniqueIndex('payments_provider_reference_idx').on(table.provider, table.providerReference),
    check('payments_status_check', sql`status in ('created', 'pending', 'succeeded', 'refused', 'error', 'refund_due')`),
    check('payments_amount_check', sql`amount >= 0`),
  ],
);

/**
 * Every message a provider sent about a payment (a webhook's event, the state it answered on the buyer's
 * return), with what it changed (from_status, to_status; both null when nothing). A webhook's event id
 * is unique per provider: a repeated or replayed event is recorded once and applied once.
 */
/** Who brought a provider's message about a payment. */
export type PaymentMessageSource = 'webhook' | 'return' | 'reconciler';

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    /** The provider's event id (webhooks); null for the state read on a return. */
    eventId: text('event_id'),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** webhook, return (the buyer came back), or reconciler (the shop asked the provider after a crash or a lost webhook). */
    source: text('source').$type<PaymentMessageSource>().notNull(),
    result: text('result').$type<PaymentResult>(),
    fromStatus: text('from_status').$type<PaymentStatus>(),
    toStatus: text('to_status').$type<PaymentStatus>(),
    payload: jsonb('payload').notNull(),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_events_provider_event_idx').on(table.provider, table.eventId), index('payment_events_payment_idx').on(table.paymentId)],
);

/**
 * The built-in sandbox payment provider's own side (services/payments/sandbox/): what a real provider
 * keeps in its systems. `merchant_reference` is the shop's payment id, so an attempt asked for twice is
 * one sandbox payment.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  merchantReference: text('merchant_reference').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  locale: text('locale').notNull(),
  /** Where the buyer goes back to (absolute, the shop's). */
  returnUrl: text('return_url').notNull(),
  /** open, challenge (card: waiting for the code), pending (waiting for the money), succeeded, refused, error. */
  status: text('status').notNull(),
  challengeTries: integer('challenge_tries').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The sandbox's ledger: money it took, once per sandbox payment. */
export const sandboxCaptures = pgTable('sandbox_captures', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sandboxPaymentId: uuid('sandbox_payment_id')
    .notNull()
    .unique()
    .references(() => sandboxPayments.id),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  capturedAt: moment('captured_at').notNull().defaultNow(),
});

/**
 * The sandbox's webhook outbox: one row per delivery (an event is delivered more than once, late and
 * out of order, on purpose). Claimed with a lock that expires, retried with a growing wait.
 */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull(),
    sandboxPaymentId: uuid('sandbox_payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    /** The event's JSON, signed again at each delivery. */
    body: text('body').notNull(),
    deliverAt: moment('deliver_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: moment('locked_until'),
    deliveredAt: moment('delivered_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_webhooks_due_idx').on(table.deliverAt).where(sql`delivered_at is null`), index('sandbox_webhooks_payment_idx').on(table.sandboxPaymentId)],
);

/** The sandbox's settings made at first start (its webhook secret, unless SANDBOX_WEBHOOK_SECRET names one). */
export const sandboxSettings = pgTable('sandbox_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The shop's own settings made at first start, such as the secret of the order-tracking links (unless
 * TRACKING_SECRET names one): in the database, so every process on it and every restart agree.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Reviews of the shop (shop.md §7 user service). One from the review form waits with `approved` false
 * until someone approves it (README "Reviews"); only approved reviews are shown and scored. `language`
 * is the language of the page it was written on (de, fr, en, nl). `seed_key` marks the seeded ones
 * (content/<locale>/testimonials.json), so seeding again changes nothing.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    rating: integer('rating').notNull(),
    name: text('name').notNull(),
    city: text('city'),
    text: text('text').notNull(),
    approved: boolean('approved').notNull().default(false),
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    index('reviews_shown_idx').on(table.approved, table.language, table.createdAt),
  ],
);

/**
 * The curated catalogue (shop.md §7 "GET /catalog"): saved designs the shop shows on its category
 * pages, in `rank` order. `seed_key` names the seed entry a row came from, so re-seeding keeps it;
 * `structure_hash` is the hash of what the seed is made from (reference design and colour), so a
 * changed seed gets a new saved design. The size and colour columns are the design's, worked out once by the domain when the row is written (designs are
 * immutable), so filtering needs no design to be read.
 */
export const catalogEntries = pgTable(
  'catalog_entries',
  {
    designUuid: uuid('design_uuid')
      .primaryKey()
      .references(() => designs.uuid),
    seedKey: text('seed_key').notNull(),
    structureHash: text('structure_hash').notNull(),
    category: text('category').notNull(),
    furnitureType: text('furniture_type').notNull(),
    rank: integer('rank').notNull(),
    isFavorite: boolean('is_favorite').notNull().default(false),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color'),
    colorGroup: text('color_group').notNull(),
    /** Overall size in millimetres: the design's length (side to side), width (front to back) and height. */
    lengthMm: integer('length_mm').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('catalog_entries_seed_key_idx').on(table.seedKey), index('catalog_entries_category_rank_idx').on(table.category, table.rank)],
);

/**
 * The shop's users (shop.md §3 User): accounts without passwords, one per e-mail address (lower-cased).
 * A row is made by the first sign-up with the address (a lead); `verified_at` is set when its owner first
 * proves the address (the code or link of a sign-in mail). `newsletter` is only ever switched on by a
 * proven sign-in or by the signed-in user (a sign-up only asks for it: sign_in_challenges.newsletter_source).
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  language: text('language').notNull(),
  storeCode: text('store_code').notNull(),
  referrer: text('referrer'),
  newsletter: boolean('newsletter').notNull().default(false),
  newsletterSource: text('newsletter_source'),
  verifiedAt: moment('verified_at'),
  createdAt: createdAt(),
});

const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user's designs (My Designs): design uuids, newest first by `created_at`. */
export const userDesigns = pgTable(
  'user_designs',
  {
    userId: userId(),
    designUuid: text('design_uuid').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.designUuid] })],
);

/** What happened to a user that the business counts (shop.md §4: the new-lead event of a new user's sign-up). */
export const userEvents = pgTable(
  'user_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('user_events_user_idx').on(table.userId)],
);

/**
 * One sign-in mail: its one-time code and link token, stored only as SHA-256 hashes and made by the job
 * that sends the mail (so neither is ever written anywhere but in the mail). Valid until `expires_at`,
 * used once (`used_at`), at most a few wrong codes (`attempts`). A mail sent by the save-design form names
 * its design (`design_uuid`): proving the address adds it to the user's designs.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    codeHash: text('code_hash'),
    tokenHash: text('token_hash').unique('sign_in_challenges_token_hash_unique'),
    language: text('language').notNull(),
    staySignedIn: boolean('stay_signed_in').notNull().default(false),
    newsletterSource: text('newsletter_source'),
    designUuid: text('design_uuid'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('sign_in_challenges_user_idx').on(table.userId)],
);

/** Signed-in browsers: the session cookie's secret as its SHA-256; deleting the row signs that browser out. */
export const userSessions = pgTable(
  'user_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userId(),
    persistent: boolean('persistent').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('user_sessions_user_idx').on(table.userId)],
);
