import { afterEach, describe, expect, it } from 'vitest';
import { withReactProduction } from './web.ts';

describe('withReactProduction', () => {
  const before = process.env.NODE_ENV;
  afterEach(() => {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  });

  it('loads with NODE_ENV=production and gives the shop its own NODE_ENV back', async () => {
    process.env.NODE_ENV = 'development';
    const seen = await withReactProduction(async () => process.env.NODE_ENV);
    expect(seen).toBe('production');
    expect(process.env.NODE_ENV).toBe('development');
  });

  it('leaves NODE_ENV unset when it was, also when loading fails', async () => {
    delete process.env.NODE_ENV;
    await expect(withReactProduction(() => Promise.reject(new Error('no build')))).rejects.toThrow('no build');
    expect('NODE_ENV' in process.env).toBe(false);
  });
});
