// @vitest-environment node
// (Node's Request, as the server hands the page: a browser's drops the Cookie header it is given.)
import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './entry.server';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const key = (headers: Record<string, string>, url = 'http://localhost/de-de/shelf/configurator?tab=colors', method = 'GET') => pageCacheKey(new Request(url, { method, headers }));

describe('pageCacheKey', () => {
  it('holds the whole URL and the kind of reader the page is rendered for', () => {
    expect(key({ 'User-Agent': DESKTOP })).toBe('browser http://localhost/de-de/shelf/configurator?tab=colors');
    expect(key({ 'User-Agent': PHONE })).toBe('phone http://localhost/de-de/shelf/configurator?tab=colors');
    expect(key({ 'User-Agent': CRAWLER })).toBe('crawler http://localhost/de-de/shelf/configurator?tab=colors');
    expect(key({})).toBe('browser http://localhost/de-de/shelf/configurator?tab=colors');
    expect(key({ 'User-Agent': DESKTOP }, 'http://localhost/de-de/shelf/configurator')).not.toBe(key({ 'User-Agent': DESKTOP }));
  });

  it('is null for a visitor with cookies or credentials, and for anything but GET', () => {
    expect(key({ 'User-Agent': DESKTOP, Cookie: 'masswerk_consent=x' })).toBeNull();
    expect(key({ 'User-Agent': DESKTOP, Authorization: 'Bearer x' })).toBeNull();
    expect(key({ 'User-Agent': DESKTOP }, undefined, 'POST')).toBeNull();
    expect(key({ 'User-Agent': DESKTOP }, undefined, 'HEAD')).toBeNull();
  });
});
