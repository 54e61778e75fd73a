import { describe, expect, it } from 'vitest';
import { apiErrorSchema, companyScoreSchema, reviewListSchema, reviewReceivedSchema } from '@masswerk/contract';
import { approveReview } from '../../db/reviews.ts';
import { openTestApp, testAppForFile } from '../../../test/test-app.ts';

const t = testAppForFile();

const send = (body: unknown, app = t) =>
  app.request('/api/users/reviews', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const list = async (query: string) => {
  const res = await t.request(`/api/users/reviews${query}`);
  expect(res.status).toBe(200);
  return reviewListSchema.parse(await res.json());
};
const score = async () => companyScoreSchema.parse(await (await t.request('/api/users/reviews/company-score')).json());

describe('reviews', () => {
  it('answers the seeded, approved reviews in the language of the page, the newest first', async () => {
    const de = await list('?language=de_DE');
    expect(de.total).toBeGreaterThan(0);
    expect(de.items.every((r) => r.language === 'de')).toBe(true);
    const dates = de.items.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // de_AT and de_CH read the German reviews; every seeded language has its own.
    expect((await list('?language=de_CH')).items).toEqual(de.items);
    for (const language of ['fr_FR', 'en_GB', 'nl_NL']) expect((await list(`?language=${language}`)).total, language).toBeGreaterThan(0);
  });

  it('pages through them', async () => {
    const all = await list('?language=en_GB&page_size=50');
    const first = await list('?language=en_GB&page_size=1&page=1');
    const second = await list('?language=en_GB&page_size=1&page=2');
    expect(first.total).toBe(all.total);
    expect([first.items[0]?.id, second.items[0]?.id]).toEqual(all.items.slice(0, 2).map((r) => r.id));
  });

  it('stores a review unapproved: it is neither listed nor scored until approved', async () => {
    const before = await score();
    const res = await send({ rating: 1, name: '  Ria  ', text: 'Slow delivery, lovely shelf.', locale: 'nl_NL' });
    expect(res.status).toBe(201);
    const { id, approved } = reviewReceivedSchema.parse(await res.json());
    expect(approved).toBe(false);
    expect((await list('?language=nl_NL&page_size=50')).items.map((r) => r.id)).not.toContain(id);
    expect(await score()).toEqual(before);

    expect(await approveReview(t.database.db, id)).toBe(true);
    const shown = (await list('?language=nl_NL&page_size=50')).items.find((r) => r.id === id);
    expect(shown).toMatchObject({ name: 'Ria', rating: 1, language: 'nl', city: null });
    const after = await score();
    expect(after.count).toBe(before.count + 1);
    expect(after.score).toBeLessThan(before.score);
    expect(after.best).toBe(5);
  });

  it('refuses a review with a missing or wrong field with 400 and a message per field', async () => {
    const cases: [unknown, string][] = [
      [{ rating: 6, name: 'A', text: 'B', locale: 'de_DE' }, 'body.rating'],
      [{ rating: 2.5, name: 'A', text: 'B', locale: 'de_DE' }, 'body.rating'],
      [{ rating: 5, name: '   ', text: 'B', locale: 'de_DE' }, 'body.name'],
      [{ rating: 5, name: 'A', text: 'x'.repeat(2001), locale: 'de_DE' }, 'body.text'],
      [{ rating: 5, name: 'A', text: 'B', locale: 'de_XX' }, 'body.locale'],
      [{ rating: 5, name: 'A', text: 'B', locale: 'de_DE', approved: true }, 'body'],
    ];
    for (const [body, path] of cases) {
      const res = await send(body);
      expect(res.status, path).toBe(400);
      const error = apiErrorSchema.parse(await res.json()).error;
      expect(error.fields?.[0]?.path, JSON.stringify(body).slice(0, 80)).toBe(path);
    }
    const de = await t.request('/api/users/reviews', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({ rating: 5, name: '', text: 'B', locale: 'de_DE' }),
    });
    expect(apiErrorSchema.parse(await de.json()).error.message).toMatch(/leer/);
  });

  it('refuses a bad language or page size with 400', async () => {
    for (const query of ['', '?language=xx', '?language=de_DE&page_size=0', '?language=de_DE&page_size=51', '?language=de_DE&page=0']) {
      expect((await t.request(`/api/users/reviews${query}`)).status, query).toBe(400);
    }
  });

  it('limits how many reviews one address sends', async () => {
    const limited = await openTestApp({ RATE_LIMIT_REVIEWS: '2' });
    try {
      const body = { rating: 4, name: 'Jo', text: 'Good.', locale: 'en_GB' };
      expect((await send(body, limited)).status).toBe(201);
      expect((await send(body, limited)).status).toBe(201);
      const third = await send(body, limited);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
