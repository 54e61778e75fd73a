import { describe, expect, it } from 'vitest';
import { pageCache, sharedMaxAge } from './page-cache.ts';

const PAGE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=10', Vary: 'User-Agent' };

function page(body: string, headers: Record<string, string> = PAGE_HEADERS, status = 200): Response {
  return new Response(body, { status, headers });
}

/** Hands a page through the cache and reads it as the visitor would; resolves once the cache has had its copy. */
async function through(cache: ReturnType<typeof pageCache>, key: string, response: Response, nonce: string, rendered = () => true): Promise<string> {
  const text = await cache.keep(key, response, nonce, rendered).text();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return text;
}

describe('sharedMaxAge', () => {
  it('reads s-maxage of a public HTML page', () => {
    expect(sharedMaxAge(page('x'))).toBe(10);
    expect(sharedMaxAge(page('x', { ...PAGE_HEADERS, Vary: 'Accept-Encoding, user-agent, Cookie' }))).toBe(10);
  });

  it('keeps nothing a shared cache may not keep, or that varies on what the key does not hold', () => {
    const cases: Record<string, Response> = {
      'no s-maxage (a category page: max-age only)': page('x', { ...PAGE_HEADERS, 'Cache-Control': 'public, max-age=60' }),
      'not public': page('x', { ...PAGE_HEADERS, 'Cache-Control': 's-maxage=10' }),
      private: page('x', { ...PAGE_HEADERS, 'Cache-Control': 'public, private, s-maxage=10' }),
      'no-store': page('x', { ...PAGE_HEADERS, 'Cache-Control': 'public, no-store, s-maxage=10' }),
      'no-cache': page('x', { ...PAGE_HEADERS, 'Cache-Control': 'public, no-cache, s-maxage=10' }),
      'zero seconds': page('x', { ...PAGE_HEADERS, 'Cache-Control': 'public, s-maxage=0' }),
      'a cookie set': page('x', { ...PAGE_HEADERS, 'Set-Cookie': 'session=1' }),
      'varies on the language': page('x', { ...PAGE_HEADERS, Vary: 'User-Agent, Accept-Language' }),
      'varies on credentials': page('x', { ...PAGE_HEADERS, Vary: 'Authorization' }),
      'not HTML': page('{}', { ...PAGE_HEADERS, 'Content-Type': 'application/json' }),
      'not a 200': page('gone', PAGE_HEADERS, 404),
    };
    for (const [what, response] of Object.entries(cases)) expect(sharedMaxAge(response), what).toBeNull();
  });
});

describe('pageCache', () => {
  it('answers a kept page with the new nonce in its scripts, its own headers and an Age', async () => {
    let now = 1_000_000;
    const cache = pageCache({ now: () => now });
    const html = '<script nonce="first-nonce">1</script><script nonce="first-nonce">2</script>';
    const headers = { ...PAGE_HEADERS, 'X-Request-Id': 'first-request', 'Content-Language': 'de-DE' };
    expect(await through(cache, 'browser /shelf/configurator', page(html, headers), 'first-nonce')).toBe(html);
    expect(cache.size()).toBe(1);
    now += 4_500;
    const again = cache.answer('browser /shelf/configurator', 'second-nonce')!;
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('<script nonce="second-nonce">1</script><script nonce="second-nonce">2</script>');
    expect(again.headers.get('Age')).toBe('4');
    expect(again.headers.get('Content-Language')).toBe('de-DE');
    expect(again.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    // The first answer's own id is not handed to the next visitor.
    expect(again.headers.get('X-Request-Id')).toBeNull();
    expect(cache.answer('phone /shelf/configurator', 'n')).toBeNull();
  });

  it('forgets a page once its s-maxage has passed', async () => {
    let now = 0;
    const cache = pageCache({ now: () => now });
    await through(cache, 'k', page('<p>x</p>'), 'n');
    now = 9_999;
    expect(cache.answer('k', 'n')).not.toBeNull();
    now = 10_000;
    expect(cache.answer('k', 'n')).toBeNull();
    expect(cache.size()).toBe(0);
  });

  it('keeps no page whose render failed, none it may not keep, and none longer than its limit', async () => {
    const cache = pageCache({ maxPageLength: 100 });
    expect(await through(cache, 'failed', page('<p>half</p>'), 'n', () => false)).toBe('<p>half</p>');
    await through(cache, 'cookie', page('<p>x</p>', { ...PAGE_HEADERS, 'Set-Cookie': 'a=1' }), 'n');
    await through(cache, 'long', page('x'.repeat(101)), 'n');
    expect(cache.size()).toBe(0);
  });

  it('holds at most maxEntries pages, letting the least recently answered go', async () => {
    const cache = pageCache({ maxEntries: 2 });
    await through(cache, 'a', page('a'), 'n');
    await through(cache, 'b', page('b'), 'n');
    expect(cache.answer('a', 'n')).not.toBeNull();
    await through(cache, 'c', page('c'), 'n');
    expect(cache.size()).toBe(2);
    expect(cache.answer('b', 'n')).toBeNull();
    expect(await cache.answer('a', 'n')!.text()).toBe('a');
    expect(await cache.answer('c', 'n')!.text()).toBe('c');
  });

  it('hands the visitor the whole page while keeping its copy, also when the visitor reads slowly', async () => {
    const cache = pageCache();
    const parts = ['<p>', 'streamed', '</p>'];
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = parts.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    const answer = cache.keep('k', new Response(stream, { headers: PAGE_HEADERS }), 'n', () => true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await answer.text()).toBe('<p>streamed</p>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.answer('k', 'n')!.text()).toBe('<p>streamed</p>');
  });
});
