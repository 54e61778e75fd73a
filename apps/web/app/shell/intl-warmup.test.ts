import { describe, expect, it, vi } from 'vitest';
import { INTL_WARMUP } from './intl-warmup';

describe('INTL_WARMUP', () => {
  it('makes a number and a list format in the page\'s language, in a task of its own after the first frame', () => {
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
    const frames: (() => void)[] = [];
    const document = { documentElement: { lang: 'de-CH' }, visibilityState: 'visible' };
    new Function('setTimeout', 'requestAnimationFrame', 'Intl', 'document', INTL_WARMUP)((run: () => void) => timers.push(run), (run: () => void) => frames.push(run), Intl, document);
    // After the page's first frame, in a task of its own.
    expect(timers).toEqual([]);
    frames.forEach((run) => run());
    expect(made).toEqual([]);
    timers.forEach((run) => run());
    expect(made).toEqual([
      ['number', 'de-CH'],
      ['list', 'de-CH'],
    ]);
  });

  it('never throws, in a browser without these formats either', () => {
    const timers: (() => void)[] = [];
    // A hidden tab draws no frames: the task is queued at once.
    new Function('setTimeout', 'Intl', 'document', INTL_WARMUP)((run: () => void) => timers.push(run), {}, { documentElement: { lang: 'fr-FR' }, visibilityState: 'hidden' });
    expect(timers).toHaveLength(1);
    expect(() => timers.forEach((run) => run())).not.toThrow();
  });
});
