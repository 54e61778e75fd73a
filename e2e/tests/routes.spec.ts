import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { startBuiltServer, type BuiltServer } from '../../tooling/server-process.mjs';

// The route table of shop.md §2 against the built server: every row, every redirect (status, Location,
// query kept) and the 404 status, in several locales. HTTP only, no browser, so it runs once.
test.skip(({ isMobile }) => isMobile, 'HTTP only: the desktop project runs it');

const LOCALES = [
  { prefix: '', name: 'de_DE' },
  { prefix: '/de-at', name: 'de_AT' },
  { prefix: '/de-ch', name: 'de_CH' },
  { prefix: '/fr-fr', name: 'fr_FR' },
  { prefix: '/fr-ch', name: 'fr_CH' },
  { prefix: '/en-gb', name: 'en_GB' },
  { prefix: '/nl-nl', name: 'nl_NL' },
] as const;

/** Translated paths of the content pages that have one (content/<locale>/pages.json), by language; German keeps the shared url. */
const TRANSLATED: Record<string, Partial<Record<'fr' | 'en' | 'nl', string>>> = {
  '/imprint': { fr: '/mentions-legales', nl: '/colofon' },
  '/shipping-and-payment': { fr: '/livraison-et-paiement', nl: '/verzending-en-betaling' },
  '/career': { fr: '/carriere', nl: '/vacatures' },
  '/materialproben': { fr: '/echantillons', en: '/material-samples', nl: '/materiaalstalen' },
};

async function get(api: APIRequestContext, path: string) {
  return api.get(path, { maxRedirects: 0 });
}

/** The Location header as path + query, whatever origin the server wrote. */
function location(res: Awaited<ReturnType<typeof get>>): string {
  const url = new URL(res.headers()['location'] ?? '', 'http://x');
  return `${url.pathname}${url.search}`;
}

for (const { prefix, name } of LOCALES) {
  const p = (path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);
  const tr = (path: string) => TRANSLATED[path]?.[name.slice(0, 2) as 'fr' | 'en' | 'nl'] ?? path;

  test.describe(`routes in ${name}`, () => {
    test('pages answer 200 with the locale in <html lang>', async ({ request }) => {
      const paths = [
        '/',
        '/faq',
        tr('/imprint'),
        tr('/shipping-and-payment'),
        '/store',
        '/virtual',
        '/blog',
        '/my-account',
        tr('/career'),
        '/cookie-declaration',
        '/closed-store',
        '/showroom-berlin',
        '/showroom-munich',
        '/showroom-nice',
        '/showroom-zuerich',
        '/showroom-hamburg',
        '/about-our-configurators',
        '/samplebox',
        tr('/materialproben'),
        '/my-designs',
        '/order-tracking',
        '/shopping_cart',
        '/checkout/delivery',
        '/checkout/validation',
        '/checkout/pay?orderID=42',
        '/checkout/receipt?orderID=42',
        '/shelf/configurator',
        '/joyn/configurator?tab=size',
        '/instructions-viewer',
        '/instructions-viewer/not-found',
        '/bewertung-abgeben-7r4k',
      ];
      const lang = name.replace('_', '-');
      for (const path of paths) {
        const res = await get(request, p(path));
        expect(res.status(), p(path)).toBe(200);
        expect(await res.text(), p(path)).toContain(`<html lang="${lang}"`);
      }
    });

    test('a blog post and the blog keep a trailing slash', async ({ request }) => {
      const blog = await (await get(request, p('/blog'))).text();
      const post = /href="([^"]*\/blog\/[^"]+)"/.exec(blog)?.[1];
      expect(post).toBeTruthy();
      expect((await get(request, post!)).status()).toBe(200);
      expect((await get(request, `${post!}/`)).status()).toBe(200);
      expect((await get(request, p('/blog/'))).status()).toBe(200);
    });

    test('redirects keep the query', async ({ request }) => {
      const cases: [from: string, status: number, to: string][] = [
        ['/samples?utm_source=mail', 301, `${tr('/materialproben')}?utm_source=mail`],
        ['/showroom?x=1', 302, '/showroom-berlin?x=1'],
        ['/about-our-configurators/shelves-and-storage?tab=2', 301, '/about-our-configurators?tab=2'],
        ['/about-our-configurators/sofas-and-armchair', 301, '/about-our-configurators'],
        ['/joyn_old/6f1c2f1e-8d3c-4c5e-9a53-0d2b1f7e4a10?tab=colour&mx=7', 301, '/joyn/6f1c2f1e-8d3c-4c5e-9a53-0d2b1f7e4a10?tab=colour&mx=7'],
        ['/faq/?utm_campaign=spring', 301, '/faq?utm_campaign=spring'],
        ['/store/', 301, '/store'],
        ['/product/6f1c2f1e-8d3c-4c5e-9a53-0d2b1f7e4a10', 302, '/about-our-configurators?msg=Design%20not%20found'],
        ['/instructions-viewer/6f1c2f1e-8d3c-4c5e-9a53-0d2b1f7e4a10', 302, '/instructions-viewer/not-found'],
        ['/instruction/6f1c2f1e-8d3c-4c5e-9a53-0d2b1f7e4a10/step-1.png', 302, '/about-our-configurators/shelves-and-storage'],
      ];
      if (tr('/imprint') !== '/imprint') cases.push([`/imprint?a=b`, 301, `${tr('/imprint')}?a=b`]);
      for (const [from, status, to] of cases) {
        const res = await get(request, p(from));
        expect(res.status(), p(from)).toBe(status);
        expect(location(res), p(from)).toBe(p(to.split('?')[0]!) + (to.includes('?') ? `?${to.split('?')[1]}` : ''));
      }
      if (prefix) {
        const res = await get(request, `${prefix}/`);
        expect(res.status()).toBe(301);
        expect(location(res)).toBe(prefix);
      }
    });

    test('a product on a phone goes home, a retargeting visitor to My Designs', async ({ request }) => {
      const uuid = '6f1c2f1e-8d3c-4c5e-9a53-0d2b1f7e4a10';
      const phone = await request.get(p(`/product/${uuid}`), {
        maxRedirects: 0,
        headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' },
      });
      expect(location(phone)).toBe(`${p('/')}?msg=Design%20not%20found`);
      const retargeted = await get(request, p(`/product/${uuid}?utm_medium=retargeting`));
      expect(location(retargeted)).toBe(`${p('/my-designs')}?msg=Design%20not%20found`);
    });

    test('unknown paths answer the 404 page with status 404', async ({ request }) => {
      for (const path of ['/no-such-page', '/blog/no-such-post', '/404', '/checkout/nowhere', '/tyme/configurator', '/faq/deeper']) {
        const res = await get(request, p(path));
        expect(res.status(), p(path)).toBe(404);
        expect(await res.text()).toContain('class="page not-found"');
      }
    });

    test('a saved design opens its configurator, product, instruction (without header and footer) and instructions viewer', async ({ request }) => {
      const defaults: unknown = await (await request.get('/api/designs/defaults/shelf')).json();
      const saved = await request.post('/api/designs', { data: defaults });
      expect([200, 201]).toContain(saved.status());
      const { uuid } = (await saved.json()) as { uuid: string };
      const lang = name.replace('_', '-');
      for (const path of [`/shelf/${uuid}`, `/product/${uuid}`, `/instruction/${uuid}/step-1.png`, `/instructions-viewer/${uuid}`]) {
        const res = await get(request, p(path));
        expect(res.status(), p(path)).toBe(200);
        expect(await res.text(), p(path)).toContain(`<html lang="${lang}"`);
      }
      const instruction = await (await get(request, p(`/instruction/${uuid}/step-1.png`))).text();
      expect(instruction).toContain('<h1');
      expect(instruction).not.toContain('class="site-header"');
      expect(instruction).not.toContain('class="site-footer"');
    });

    test('home and configurator pages link every locale with hreflang and a canonical URL', async ({ request }) => {
      for (const path of ['/', '/shelf/configurator']) {
        const html = await (await get(request, p(path))).text();
        const at = (prefix: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);
        expect(html, p(path)).toMatch(new RegExp(`rel="canonical" href="[^"]*//[^/"]+${at(prefix)}"`));
        for (const [tag, other] of [['de-CH', '/de-ch'], ['fr-FR', '/fr-fr'], ['nl-NL', '/nl-nl'], ['x-default', '']]) {
          expect(html, `${p(path)} ${tag}`).toMatch(new RegExp(`rel="alternate" hrefLang="${tag}" href="[^"]*//[^/"]+${at(other!)}"`));
        }
      }
    });

    test('content pages link every locale with hreflang', async ({ request }) => {
      const html = await (await get(request, p(tr('/imprint')))).text();
      expect(html).toContain('hrefLang="fr-CH" href="');
      expect(html).toMatch(/rel="alternate" hrefLang="fr-FR" href="[^"]*\/fr-fr\/mentions-legales"/);
      expect(html).toMatch(/rel="alternate" hrefLang="nl-NL" href="[^"]*\/nl-nl\/colofon"/);
      expect(html).toMatch(/rel="alternate" hrefLang="x-default" href="[^"]*\/imprint"/);
    });
  });
}

test('every locale has its messages as one JSON file, with an ETag', async ({ request }) => {
  const keysOf = (file: { shell: Record<string, string>; configurator: Record<string, string> }) => [...Object.keys(file.shell), ...Object.keys(file.configurator)].sort();
  let reference: string[] | undefined;
  for (const { name: locale } of LOCALES) {
    const res = await get(request, `/translations/${locale}.json`);
    expect(res.status(), locale).toBe(200);
    expect(res.headers()['content-type']).toContain('application/json');
    const file = (await res.json()) as { locale: string; shell: Record<string, string>; configurator: Record<string, string> };
    expect(file.locale).toBe(locale);
    reference ??= keysOf(file);
    expect(keysOf(file), locale).toEqual(reference);
    const again = await request.get(`/translations/${locale}.json`, { headers: { 'If-None-Match': res.headers()['etag']! } });
    expect(again.status(), locale).toBe(304);
  }
  const fr = (await (await get(request, '/translations/fr_CH.json')).json()) as { shell: Record<string, string> };
  expect(fr.shell['header.cart']).toBe('Panier');
  const ch = await (await get(request, '/translations/de_CH.json')).text();
  expect(ch).toContain('Möbel nach Mass');
  expect(ch).not.toContain('ß');
  const missing = await get(request, '/translations/de_FR.json');
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { error: { message: string } }).error.message).toContain('fr_CH.json');
});

test('an unknown locale prefix is a 404, not German', async ({ request }) => {
  expect((await get(request, '/xx-yy/faq')).status()).toBe(404);
});

test('the API is not a page: unknown /api paths answer JSON 404', async ({ request }) => {
  const res = await get(request, '/api/content/pages/no-such?locale=de_DE');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
});

// ---- a shop with closed country stores: its own server, CLOSED_STORES=uk,nl -------------------

test.describe('closed stores', () => {
  let server: BuiltServer;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    server = await startBuiltServer({ CLOSED_STORES: 'uk,nl' });
    api = await playwrightRequest.newContext({ baseURL: server.origin });
  });

  test.afterAll(async () => {
    await api.dispose();
    await server.stop();
  });

  test('shop routes of uk and nl lead to their closed-store page', async () => {
    for (const [from, to] of [
      ['/en-gb', '/en-gb/closed-store'],
      ['/en-gb/faq?x=1', '/en-gb/closed-store'],
      ['/nl-nl/shelf/configurator', '/nl-nl/closed-store'],
      ['/nl-nl/shopping_cart', '/nl-nl/closed-store'],
    ]) {
      const res = await get(api, from!);
      expect(res.status(), from).toBe(302);
      expect(location(res), from).toBe(to);
    }
  });

  test('the closed-store page, legal pages and order tracking stay open; other shops are open', async () => {
    for (const path of ['/en-gb/closed-store', '/en-gb/imprint', '/nl-nl/colofon', '/nl-nl/cookie-declaration', '/en-gb/order-tracking', '/', '/fr-ch/faq']) {
      expect((await get(api, path)).status(), path).toBe(200);
    }
    const html = await (await get(api, '/en-gb/closed-store')).text();
    expect(html).toContain('Our shop is temporarily closed');
    expect(html).not.toContain('class="site-header"');
  });
});

test.describe('paths an attacker would try', () => {
  test('the trailing-slash rule never redirects off the site', async ({ request, baseURL }) => {
    for (const path of ['//evil.example/', '///evil.example/', '/\\evil.example/', '//evil.example/faq/', '/en-gb//evil.example/']) {
      // A raw path: resolved against the base URL, "//evil.example" would already be another host.
      const res = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      const target = res.headers()['location'];
      if (target === undefined) continue;
      expect(new URL(target, baseURL).origin, path).toBe(new URL(baseURL!).origin);
      expect(target, path).not.toMatch(/^[/\\]{2}/);
    }
  });

  test('a very long unknown path is a 404, not a 503', async ({ request }) => {
    for (const path of [`/${'a'.repeat(3_000)}`, `/en-gb/${'b/'.repeat(600)}c`]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(404);
    }
  });
});
