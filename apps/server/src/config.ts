import { z } from 'zod';
import { CRASH_POINTS } from './crash-points.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Every environment variable the server reads; README's configuration table mirrors this. */
const configSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  // The shop's address as visitors reach it: absolute links (canonical, hreflang, a design's link) and,
  // when https, HSTS. Never taken from the request's Host header, which the client chooses.
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, like https://masswerk.example' })
      .refine((value) => {
        // Zod runs this even after the URL check failed: a value that is no URL is left to that message.
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      }, 'must be the origin of the shop only, like https://masswerk.example (no path, query or user)')
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  IMAGES_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  IMAGE_CACHE_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_BUILD_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10_000)),
  CLOSED_STORES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(['at', 'ch', 'de', 'fr', 'nl', 'uk']))),
  ),
  // Who answers whether a VAT number is registered (services/vatnumbers/, README "VAT numbers"): the
  // built-in sandbox, or the official registers (EU VIES; UK HMRC, which needs HMRC_CLIENT_ID and
  // HMRC_CLIENT_SECRET; the Swiss UID register).
  VAT_LOOKUP: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'official']).default('sandbox')),
  // How long a register may take before the lookup counts as failed (the buyer may retry or pay VAT).
  VAT_LOOKUP_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).default(8000)),
  // How long the sandbox's "slow" test number takes to answer.
  VAT_SANDBOX_SLOW_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(3000)),
  VIES_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  HMRC_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  HMRC_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  HMRC_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  UID_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  // The shop's own VAT numbers, sent along to VIES (an EU one) and HMRC (its GB one) so that each
  // records the consultation (proof of the check for a tax audit).
  VAT_REQUESTER_ID: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Z]{2}[0-9A-Z]{8,12}$/, 'must be the shop’s own EU VAT number, like DE123456789').optional()),
  HMRC_REQUESTER_VRN: z.preprocess(emptyToUndefined, z.string().regex(/^(GB)?\d{9}$/, 'must be the shop’s own UK VAT number, like GB123456789').optional()),
  // Writes per minute and client address (0 switches a limit off); see http/rate-limit.ts.
  RATE_LIMIT_DESIGN_SAVES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(60)),
  RATE_LIMIT_IMAGE_UPLOADS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(30)),
  RATE_LIMIT_ORDERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(20)),
  // Questions to the VAT registers per minute and client address (GET /api/checkout/vatnumbers, and carts that ask for a deduction).
  RATE_LIMIT_VAT_LOOKUPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(20)),
  // Order-tracking look-ups (number and e-mail, or the e-mail's link) per minute and client address.
  RATE_LIMIT_ORDER_TRACKING: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
  // Reviews sent through the review form per hour and client address.
  RATE_LIMIT_REVIEWS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(5)),
  // Sign-ups (each sends a sign-in mail) per minute and client address, and per hour and e-mail address;
  // sign-in tries (a code or a link) per minute and client address (services/users/).
  RATE_LIMIT_SIGN_UPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
  RATE_LIMIT_SIGN_UP_MAILS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(5)),
  RATE_LIMIT_SIGN_INS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(20)),
  // The company's e-mail domain: users with an address in it (or a subdomain of it) are internal staff (shop.md §5, §6).
  STAFF_EMAIL_DOMAIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain, like masswerk.example')
      .transform((domain) => domain.toLowerCase())
      .optional(),
  ),
  // How many reverse proxies in front of the server append to X-Forwarded-For; 0 trusts none of it.
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  // 'production' switches off what only helps development (the page of written mails, /dev/mail).
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().default('development')),
  // Where e-mail goes: an SMTP server (smtp:// or smtps://user:password@host:port); unset, every mail is
  // written as an .eml file under DATA_DIR/mail (services/mail/).
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, like smtps://user:password@mail.example:465' }).optional(),
  ),
  // The sender of every mail: an address, or a name and an address ("Masswerk <orders@masswerk.example>").
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address or "Name <address>", like Masswerk <orders@masswerk.example>')
      .default('Masswerk <orders@masswerk.example>'),
  ),
  // Who takes the payments (services/payments/): the built-in sandbox for now; README "Payments" says
  // how a real provider (Adyen, ...) would be configured behind the same interface.
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['sandbox']).default('sandbox')),
  // The sandbox's webhook secret (HMAC-SHA256). Unset, one is made at first start and kept in the
  // database (sandbox_settings), so every process on the database signs and checks with the same.
  SANDBOX_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  // The sandbox's webhooks come late, twice and out of order on purpose: each delivery waits a random
  // time between these bounds, and each event is sent this many times.
  SANDBOX_WEBHOOK_DELAY_MIN_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(1000)),
  SANDBOX_WEBHOOK_DELAY_MAX_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(15_000)),
  SANDBOX_WEBHOOK_COPIES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(5).default(2)),
  // The HMAC secret of the order-tracking links in e-mails (services/orders/tracking-token.ts). Unset,
  // one is made at first start and kept in the database (settings), like the sandbox's webhook secret.
  TRACKING_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  // How often each process looks for payments started but not settled and paid orders without their
  // confirmation mail (services/payments/reconcile.ts); it also runs once at start.
  RECONCILE_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).default(60_000)),
  // Payments younger than this are left to the buyer's browser and the webhooks by the reconciler.
  RECONCILE_AFTER_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(5 * 60_000)),
  // Whether saved designs get their pictures drawn by the configurator's viewer in headless Chromium
  // (services/pictures/); without Chromium the shop runs on and says so in its log.
  RENDER_PICTURES: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  // The Chromium that draws them; unset, /usr/bin/chromium or /usr/bin/chromium-browser (as the browser tests).
  CHROMIUM_PATH: z.preprocess(emptyToUndefined, z.string().optional()),
  // How long one design's pictures may take before the attempt fails and is retried later.
  RENDER_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).default(300_000)),
  // Tests only: the server kills itself with SIGKILL when it reaches this point (crash-points.ts).
  // Refused with NODE_ENV=production.
  CRASH_AT: z.preprocess(emptyToUndefined, z.enum(CRASH_POINTS).optional()),
  // Where the sandbox posts its webhooks; unset, PUBLIC_URL's /api/checkout/payments/webhooks/sandbox.
  SANDBOX_WEBHOOK_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
})
  .refine((config) => config.VAT_LOOKUP !== 'official' || (config.HMRC_CLIENT_ID !== undefined && config.HMRC_CLIENT_SECRET !== undefined), {
    path: ['HMRC_CLIENT_ID'],
    message: 'VAT_LOOKUP=official needs HMRC_CLIENT_ID and HMRC_CLIENT_SECRET (the UK register answers only applications it knows)',
  })
  .refine((config) => config.SANDBOX_WEBHOOK_DELAY_MIN_MS <= config.SANDBOX_WEBHOOK_DELAY_MAX_MS, {
    path: ['SANDBOX_WEBHOOK_DELAY_MAX_MS'],
    message: 'must not be less than SANDBOX_WEBHOOK_DELAY_MIN_MS',
  })
  .refine((config) => config.CRASH_AT === undefined || config.NODE_ENV !== 'production', {
    path: ['CRASH_AT'],
    message: 'is for tests only and refused with NODE_ENV=production',
  })
  .transform((config) => ({ ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` }));

export type Config = z.infer<typeof configSchema>;

/** Thrown when the environment holds a bad value; the message names each variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration once, from the given environment. */
export function configFrom(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return result.data;
}
