import { describe, expect, it } from 'vitest';
import { configFrom, ConfigError } from './config.ts';

describe('configuration', () => {
  it('has defaults for everything', () => {
    const config = configFrom({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info', CLOSED_STORES: [], RATE_LIMIT_DESIGN_SAVES: 60, RATE_LIMIT_IMAGE_UPLOADS: 30, TRUST_PROXY: 0 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_DELAY_MIN_MS: 1000, SANDBOX_WEBHOOK_DELAY_MAX_MS: 15_000, SANDBOX_WEBHOOK_COPIES: 2 });
    expect(config.SANDBOX_WEBHOOK_SECRET).toBeUndefined();
  });

  it('reads values and lists of closed stores', () => {
    const config = configFrom({ PORT: '8080', DATABASE_URL: 'postgresql://u@h/db', CLOSED_STORES: 'uk, NL' });
    expect(config).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgresql://u@h/db', CLOSED_STORES: ['uk', 'nl'] });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ CLOSED_STORES: 'us' }, 'CLOSED_STORES'],
    [{ RATE_LIMIT_DESIGN_SAVES: 'many' }, 'RATE_LIMIT_DESIGN_SAVES'],
    [{ RATE_LIMIT_IMAGE_UPLOADS: '-1' }, 'RATE_LIMIT_IMAGE_UPLOADS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ SMTP_URL: 'mail.example:25' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Masswerk' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@b\r\nBcc: x@y' }, 'MAIL_FROM'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ SANDBOX_WEBHOOK_SECRET: 'short' }, 'SANDBOX_WEBHOOK_SECRET'],
    [{ SANDBOX_WEBHOOK_DELAY_MIN_MS: '5000', SANDBOX_WEBHOOK_DELAY_MAX_MS: '1000' }, 'SANDBOX_WEBHOOK_DELAY_MAX_MS'],
    [{ SANDBOX_WEBHOOK_COPIES: '0' }, 'SANDBOX_WEBHOOK_COPIES'],
    [{ SANDBOX_WEBHOOK_URL: 'localhost:3000/hook' }, 'SANDBOX_WEBHOOK_URL'],
  ])('stops on a bad value and names the variable: %j', (env, name) => {
    expect(() => configFrom(env)).toThrow(ConfigError);
    expect(() => configFrom(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}`));
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to localhost on PORT and keeps only the origin (no trailing slash)', () => {
    expect(configFrom({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(configFrom({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(configFrom({ PUBLIC_URL: 'https://masswerk.example/' }).PUBLIC_URL).toBe('https://masswerk.example');
    expect(configFrom({ PUBLIC_URL: 'https://Masswerk.Example:443' }).PUBLIC_URL).toBe('https://masswerk.example');
  });

  it.each(['masswerk.example', 'ftp://masswerk.example', 'https://masswerk.example/shop', 'https://masswerk.example/?a=1', 'https://user:pw@masswerk.example'])(
    'stops on %s and says what it wants',
    (value) => {
      expect(() => configFrom({ PUBLIC_URL: value })).toThrow(/^Invalid configuration:\n {2}PUBLIC_URL: must be .*like https:\/\/masswerk\.example/);
    },
  );
});

describe('mail', () => {
  it('writes files by default, from Masswerk, with the development page on', () => {
    const config = configFrom({});
    expect(config).toMatchObject({ MAIL_FROM: 'Masswerk <orders@masswerk.example>', NODE_ENV: 'development' });
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads an SMTP URL and a sender, and never repeats the URL (it may hold a password) in an error', () => {
    expect(configFrom({ SMTP_URL: 'smtps://shop:secret@mail.example:465', MAIL_FROM: 'shop@masswerk.example', NODE_ENV: 'production' })).toMatchObject({
      SMTP_URL: 'smtps://shop:secret@mail.example:465',
      MAIL_FROM: 'shop@masswerk.example',
      NODE_ENV: 'production',
    });
    expect(() => configFrom({ SMTP_URL: 'imap://shop:secret@mail.example' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => configFrom({ SMTP_URL: 'imap://shop:secret@mail.example' })).not.toThrow(/secret/);
  });
});

describe('order tracking, the reconciler and crash points', () => {
  it('takes a tracking secret of at least 32 characters, and reconciles every minute payments older than five', () => {
    expect(configFrom({})).toMatchObject({ RATE_LIMIT_ORDER_TRACKING: 10, RECONCILE_INTERVAL_MS: 60_000, RECONCILE_AFTER_MS: 300_000 });
    expect(configFrom({}).TRACKING_SECRET).toBeUndefined();
    expect(() => configFrom({ TRACKING_SECRET: 'short' })).toThrow(/TRACKING_SECRET: must be at least 32 characters/);
  });

  it('arms a named crash point for tests, and refuses one in production or one it does not know', () => {
    expect(configFrom({ CRASH_AT: 'after-provider-call' }).CRASH_AT).toBe('after-provider-call');
    expect(configFrom({}).CRASH_AT).toBeUndefined();
    expect(() => configFrom({ CRASH_AT: 'after-order-insert', NODE_ENV: 'production' })).toThrow(/CRASH_AT: is for tests only and refused with NODE_ENV=production/);
    expect(() => configFrom({ CRASH_AT: 'somewhere' })).toThrow(/CRASH_AT/);
  });
});
