/**
 * The shop's own shared cache of pages, as a CDN in front of it would keep them, in this process. A
 * page that says a shared cache may keep it (`Cache-Control: public, s-maxage=N`) is kept N seconds for
 * visitors who send no cookies (no session, no cart, no consent: the page is the same for all of them)
 * and answered from memory: a configurator page's server render costs about 60 ms of CPU, which on a
 * busy machine the first 3D frame waits for twice, once for the answer and once for the core (issue 16).
 *
 * What makes a kept page safe to give to another visitor:
 * - it is looked up and kept only for a request without cookies or credentials, under the key the web
 *   app makes of what its render reads from the request (`WebApp.cacheKey`: the URL and the kind of
 *   reader: a phone, a crawler or another browser);
 * - it is kept only when its answer is a 200 HTML page that sets no cookie, asks for `s-maxage`, says
 *   neither `private`, `no-store` nor `no-cache`, varies on nothing but what the key holds
 *   (`User-Agent`; `Cookie`, which none of its requests sends; and `Accept-Encoding`, which the
 *   compression after this cache answers), and whose render finished without an error;
 * - every answer from it gets a fresh CSP nonce in place of the one it was rendered with (its inline
 *   scripts and its policy alike), and an `Age`.
 * A page may be up to N seconds old: a design's picture drawn meanwhile shows on its page after that.
 */

/** One kept page: what is answered again, with the nonce it was rendered with. */
interface KeptPage {
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string | undefined;
  storedAt: number;
  expiresAt: number;
}

export interface PageCacheOptions {
  /** Pages kept at most (the least recently answered goes first); default 64. */
  maxEntries?: number;
  /** A page longer than this is not kept (characters); default 1 MB. */
  maxPageLength?: number;
  /** The clock (ms); tests pass their own. */
  now?: () => number;
}

/** Headers of the first answer that are not the page's but that answer's own. */
export const ANSWER_OWN = new Set(['content-length', 'content-encoding', 'date', 'x-request-id', 'content-security-policy', 'transfer-encoding', 'connection', 'keep-alive', 'age']);
/**
 * What a kept page may vary on: the key holds the reader's kind, compression happens after the cache,
 * and only requests without cookies are answered from it (they all send the same, no Cookie).
 */
const VARY_ALLOWED = new Set(['user-agent', 'accept-encoding', 'cookie']);

/** Seconds a shared cache may keep this answer, or null when it may not keep it at all. */
export function sharedMaxAge(response: Response): number | null {
  if (response.status !== 200 || response.headers.has('set-cookie')) return null;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return null;
  const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (vary.some((name) => !VARY_ALLOWED.has(name))) return null;
  const directives = new Map(
    (response.headers.get('cache-control') ?? '').split(',').map((part) => {
      const [name = '', value] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null;
  const seconds = Number(directives.get('s-maxage'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

export interface PageCache {
  /** The page kept under `key`, answered with `nonce` in place of its own; null when none is fresh. */
  answer(key: string, nonce: string | undefined): Response | null;
  /**
   * Hands `response` on, and keeps a copy under `key` once its body has been read to the end, if it
   * may be kept and `rendered()` then says its render finished without an error.
   */
  keep(key: string, response: Response, nonce: string | undefined, rendered: () => boolean): Response;
  /** How many pages are kept (tests). */
  size(): number;
}

export function pageCache(options: PageCacheOptions = {}): PageCache {
  const maxEntries = options.maxEntries ?? 64;
  const maxPageLength = options.maxPageLength ?? 1_000_000;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: the first key is the least recently answered.
  const pages = new Map<string, KeptPage>();

  const store = (key: string, page: KeptPage) => {
    pages.delete(key);
    pages.set(key, page);
    while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
  };

  return {
    answer(key, nonce) {
      const page = pages.get(key);
      if (!page) return null;
      const at = now();
      if (at >= page.expiresAt) {
        pages.delete(key);
        return null;
      }
      pages.delete(key);
      pages.set(key, page);
      const headers = new Headers(page.headers);
      headers.set('Age', String(Math.floor((at - page.storedAt) / 1000)));
      const body = page.nonce !== undefined && nonce !== undefined ? page.body.replaceAll(page.nonce, nonce) : page.body;
      return new Response(body, { status: page.status, headers });
    },
    keep(key, response, nonce, rendered) {
      const seconds = sharedMaxAge(response);
      if (seconds === null || response.body === null) return response;
      const [toClient, toCache] = response.body.tee();
      const storedAt = now();
      const headers = [...response.headers].filter(([name]) => !ANSWER_OWN.has(name.toLowerCase()));
      void new Response(toCache)
        .text()
        .then((body) => {
          if (body.length <= maxPageLength && rendered()) store(key, { status: response.status, headers, body, nonce, storedAt, expiresAt: storedAt + seconds * 1000 });
        })
        // The visitor's copy reports its own failure; the cache simply keeps nothing.
        .catch(() => undefined);
      return new Response(toClient, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
    size: () => pages.size,
  };
}
