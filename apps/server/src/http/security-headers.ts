import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * The security headers every answer carries (pages, API, build assets, /fit pictures, errors), and
 * the Content-Security-Policy of a page. See README "Security headers" and docs/decisions.md.
 */

/** What the headers depend on: whether the shop is served over TLS (`PUBLIC_URL` is https). */
export interface SecurityHeadersOptions {
  tls: boolean;
}

/**
 * Anything that is not a page (JSON, pictures, scripts, an SVG opened on its own) may load and run
 * nothing and be framed by no one.
 */
export const STRICT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * A page's policy. Scripts: our own files ('self': the build's modules, the viewer's chunk and what
 * they import) and inline scripts carrying this request's nonce (React Router's context and route
 * modules, streamed data, React's own, the module loader). No 'strict-dynamic': everything the page
 * loads is ours, so 'self' says it more plainly. Styles: 'unsafe-inline', because React writes
 * style attributes and the shell inlines its stylesheet; a nonce would not cover attributes, and
 * styles cannot run code. Pictures: our own, data: URLs and blob: (a design's thumbnail is drawn
 * from a canvas). No eval: neither three.js nor React Three Fiber needs it.
 */
export function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A fresh nonce for one page: 128 random bits, base64 (the form CSP's nonce-source takes). */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Only features the browser knows: an unknown name in Permissions-Policy is logged as an error on
 * every page. Payment stays open to the shop itself for a future Payment Request checkout.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)';

/** A year, subdomains included: only sent when the shop is served over TLS (browsers ignore it over http anyway). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Adds the security headers to every answer, after it is made, so error answers carry them too. An
 * answer that brings its own Content-Security-Policy (a page, with its nonce) keeps it; every other
 * answer gets the strict one.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Our answers are made here (Hono, serveStatic, React Router), so their headers can be changed.
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', STRICT_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.tls) headers.set('Strict-Transport-Security', HSTS);
  };
}

/** The page's policy on an HTML answer (with the nonce its inline scripts carry); other answers are left to the strict default. */
export function withPagePolicy(response: Response, nonce: string): Response {
  if (response.headers.get('Content-Type')?.startsWith('text/html')) response.headers.set('Content-Security-Policy', pagePolicy(nonce));
  return response;
}
