import { describe, expect, it, vi } from 'vitest';
import type { ApiFetchResponse, PageResponse, WebLoadContext } from '@masswerk/contract';
import { loadContentPage } from './page.server';

const page: PageResponse = {
  key: 'imprint',
  locale: 'nl_NL',
  page: { url: '/imprint', locUrl: '/colofon', kind: 'utility', title: 'Colofon', metaTags: { title: 'Colofon', description: 'Gegevens' }, headerImages: [], blocks: [] },
  alternates: { nl_NL: '/colofon', de_DE: '/imprint' },
};

function context(status: number, body: unknown = {}) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const apiFetch = vi.fn(
    async (): Promise<ApiFetchResponse> => ({ status, ok: status < 400, headers: { get: () => null }, json: async () => body }),
  );
  return { ctx: { apiFetch, log } satisfies WebLoadContext, log, apiFetch };
}

describe('loadContentPage', () => {
  it('answers the page at its translated path', async () => {
    const { ctx, apiFetch } = context(200, page);
    const result = await loadContentPage(ctx, 'nl_NL', '/colofon', '');
    expect(apiFetch).toHaveBeenCalledWith('/api/content/pages/by-path?locale=nl_NL&path=%2Fcolofon');
    expect(result.data).toMatchObject({ found: true, page: { title: 'Colofon' } });
    expect(result.init?.status).toBeUndefined();
  });

  it('redirects a shared url to the translated path, keeping the query', async () => {
    const { ctx } = context(200, page);
    const thrown = await loadContentPage(ctx, 'nl_NL', '/imprint', '?utm_source=x').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('Location')).toBe('/nl-nl/colofon?utm_source=x');
  });

  it("answers 404 and logs 'No page data for page {url}' when there is no page", async () => {
    const { ctx, log } = context(404);
    const result = await loadContentPage(ctx, 'en_GB', '/nothing-here', '');
    expect(result.init?.status).toBe(404);
    expect(result.data).toEqual({ found: false });
    expect(log.warn).toHaveBeenCalledWith({ locale: 'en_GB', url: '/en-gb/nothing-here' }, 'No page data for page /en-gb/nothing-here');
  });

  it('answers 503 with the page unavailable, and logs, when the content service fails', async () => {
    const { ctx, log } = context(500);
    const result = await loadContentPage(ctx, 'de_DE', '/faq', '');
    expect(result.init?.status).toBe(503);
    expect(result.data).toEqual({ found: false, unavailable: true });
    expect(log.error).toHaveBeenCalled();
  });
});
