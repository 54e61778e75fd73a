import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/**
 * Answers JSON with a strong ETag over the body and a short public cache; a matching If-None-Match
 * gets 304 without a body. Content changes rarely and every process computes the same tag.
 */
export function jsonWithEtag(c: Context, body: unknown): Response {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
  const sent = c.req.header('if-none-match');
  if (sent && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
  return c.body(text, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
