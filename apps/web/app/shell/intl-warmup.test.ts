import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { INTL_WARMUP, INTL_WARMUP_WORKER } from './intl-warmup';

const WORKER_SOURCE = readFileSync(join(import.meta.dirname, '../../public', INTL_WARMUP_WORKER), 'utf8');

describe('INTL_WARMUP', () => {
  it("starts the warm-up worker at once, named with the page's language", () => {
    const started: [string, unknown][] = [];
    const Worker = vi.fn(function (this: unknown, url: string, options: unknown) {
      started.push([url, options]);
    });
    new Function('Worker', 'document', INTL_WARMUP)(Worker, { documentElement: { lang: 'de-CH' } });
    expect(started).toEqual([['/intl-warmup.js', { name: 'de-CH' }]]);
  });

  it('never throws where workers are refused', () => {
    const Worker = function () {
      throw new Error('refused');
    };
    expect(() => new Function('Worker', 'document', INTL_WARMUP)(Worker, { documentElement: { lang: 'fr-FR' } })).not.toThrow();
  });
});

describe('the warm-up worker (public/intl-warmup.js)', () => {
  it('makes a number, a plural and a list format in its name\'s language, then ends', () => {
    const made: [string, unknown][] = [];
    const format = (kind: string) =>
      vi.fn(function (this: unknown, locale: string) {
        made.push([kind, locale]);
        return { format: () => '', select: () => 'other' };
      });
    const Intl = { NumberFormat: format('number'), PluralRules: format('plural'), ListFormat: format('list') };
    const self = { name: 'nl-NL', close: vi.fn() };
    new Function('self', 'Intl', WORKER_SOURCE)(self, Intl);
    expect(made).toEqual([
      ['number', 'nl-NL'],
      ['plural', 'nl-NL'],
      ['list', 'nl-NL'],
    ]);
    expect(self.close).toHaveBeenCalledOnce();
  });

  it('ends without throwing in a browser without these formats', () => {
    const self = { name: 'fr-FR', close: vi.fn() };
    expect(() => new Function('self', 'Intl', WORKER_SOURCE)(self, {})).not.toThrow();
    expect(self.close).toHaveBeenCalledOnce();
  });
});
