import type { Context } from 'hono';
import { contentLanguageOf, requestLocale } from '@masswerk/contract';
import type { Locale } from '@masswerk/domain';
import type { AppEnv } from './app-env.ts';

/**
 * The language of a request's answers: the body's meta.language where the contract has one (the API
 * router sets it), else the best of our locales for Accept-Language, else English.
 */
export function localeOfRequest(c: Context<AppEnv>): Locale {
  return requestLocale(c.req.header('accept-language'), c.get('bodyLocale'));
}

/**
 * The headers of an answer worded in `locale`: Content-Language says which, and Vary tells caches that
 * Accept-Language chose it (added to a Vary the answer already has).
 */
export function languageHeaders(locale: Locale, headers: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  let vary = '';
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'vary') vary = value.trim();
    else out[name] = value;
  }
  out['Content-Language'] = contentLanguageOf(locale);
  out.Vary = vary === '' ? 'Accept-Language' : vary === '*' || /\baccept-language\b/i.test(vary) ? vary : `${vary}, Accept-Language`;
  return out;
}
