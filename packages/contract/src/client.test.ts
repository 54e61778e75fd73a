import { describe, expect, it } from 'vitest';
import { apiAnswer, apiPath } from './client.ts';
import { contentEntryRoute, contentListRoute, pageByPathRoute } from './content.ts';
import { createDesignRoute, designInfoRoute, getDesignImageRoute, priceCalculateRoute } from './designs.ts';
import { healthRoute } from './health.ts';

describe('apiPath', () => {
  it('fills the path parameters, percent-encoded, under /api', () => {
    expect(apiPath(healthRoute)).toBe('/api/health');
    expect(apiPath(createDesignRoute)).toBe('/api/designs');
    expect(apiPath(designInfoRoute, { params: { uuid: '2c5ea4c0-4067-11e9-8bad-9b1deb4d3b7d' } })).toBe('/api/designs/info/2c5ea4c0-4067-11e9-8bad-9b1deb4d3b7d');
    expect(apiPath(contentEntryRoute, { params: { type: 'faq', key: 'a b/c' }, query: { locale: 'fr_FR' } })).toBe('/api/content/faq/a%20b%2Fc?locale=fr_FR');
    expect(apiPath(getDesignImageRoute, { params: { uuid: 'u', index: 0 } })).toBe('/api/designs/u/images/0');
  });

  it('appends the query, leaving out what is undefined', () => {
    expect(apiPath(contentListRoute, { params: { type: 'pages' }, query: { locale: 'de_DE', kind: undefined } })).toBe('/api/content/pages?locale=de_DE');
    expect(apiPath(pageByPathRoute, { query: { locale: 'en_GB', path: '/faq?x=1&y' } })).toBe('/api/content/pages/by-path?locale=en_GB&path=%2Ffaq%3Fx%3D1%26y');
    expect(apiPath(priceCalculateRoute, { params: { id: 'new' }, query: { country: 'ch', quantity: 2, explanation: 'true' } })).toBe(
      '/api/designs/prices/calculate/new?country=ch&quantity=2&explanation=true',
    );
  });
});

describe('apiAnswer', () => {
  it("parses an answer with the contract's schema for its status", () => {
    expect(apiAnswer(createDesignRoute, 201, { uuid: '2c5ea4c0-4067-11e9-8bad-9b1deb4d3b7d', writeToken: 't' })).toEqual({ uuid: '2c5ea4c0-4067-11e9-8bad-9b1deb4d3b7d', writeToken: 't' });
    expect(() => apiAnswer(createDesignRoute, 201, { uuid: 'nope' })).toThrow();
  });
});
