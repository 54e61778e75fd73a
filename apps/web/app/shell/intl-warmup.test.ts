import { describe, expect, it, vi } from 'vitest';
import { INTL_WARMUP } from './intl-warmup';

describe('INTL_WARMUP', () => {
  it('makes a number and a list format in the page\'s language, in a task of its own', () => {
    const made: [string, unknown][] = [];
    const timers: (() => void)[] = [];
    const Intl = {
      NumberFormat: vi.fn(function (this: unknown, locale: string) {
        made.push(['number', locale]);
        return { format: () => '1,5' };
      }),
      ListFormat: vi.fn(function (this: unknown, locale: string) {
        made.push(['list', locale]);
        return { format: () => 'a und b' };
      }),
    };
    const document = { documentElement: { lang: 'de-CH' } };
    new Function('setTimeout', 'Intl', 'document', INTL_WARMUP)((run: () => void) => timers.push(run), Intl, document);
    expect(made).toEqual([]);
    timers.forEach((run) => run());
    expect(made).toEqual([
      ['number', 'de-CH'],
      ['list', 'de-CH'],
    ]);
  });

  it('never throws, in a browser without these formats either', () => {
    const timers: (() => void)[] = [];
    new Function('setTimeout', 'Intl', 'document', INTL_WARMUP)((run: () => void) => timers.push(run), {}, { documentElement: { lang: 'fr-FR' } });
    expect(() => timers.forEach((run) => run())).not.toThrow();
  });
});
