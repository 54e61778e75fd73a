import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { sameSiteRedirects } from './same-site-redirects.ts';

function appRedirectingTo(location: string) {
  const app = new Hono();
  app.use(sameSiteRedirects(pino({ level: 'silent' })));
  app.get('*', (c) => c.redirect(location, 301));
  return app;
}

describe('sameSiteRedirects', () => {
  it('keeps redirects to paths of the site', async () => {
    for (const location of ['/faq', '/de-de/faq?x=1', 'faq', 'http://localhost/faq']) {
      const res = await appRedirectingTo(location).request('http://localhost/x/');
      expect(res.headers.get('Location'), location).toBe(location);
    }
  });

  it('turns a redirect to another host into one to the home page', async () => {
    for (const location of ['//evil.example', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'http://localhost:81/']) {
      const res = await appRedirectingTo(location).request('http://localhost/x/');
      expect(res.status, location).toBe(301);
      expect(res.headers.get('Location'), location).toBe('/');
    }
  });
});
