import type { AppLoadContext } from 'react-router';
import type { WebLoadContext } from '@masswerk/contract';

/**
 * The shop's public origin for absolute links (canonical, hreflang, a design's shareable link): the
 * server's configured `PUBLIC_URL`, never the request's Host header, which a client can set to
 * anything (and a cache in front would then keep its links). Without our server (tests, another
 * host) the request's own origin.
 */
export function publicUrl(context: AppLoadContext | undefined, request: Request): string {
  return (context as Partial<WebLoadContext> | undefined)?.publicUrl ?? new URL(request.url).origin;
}
