import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import type { WebLoadContext } from '@masswerk/contract';
import { serverContext } from './content/api.server';
import { CspNonceContext } from './shell/csp-nonce';
import { userAgentIsPhone } from './configurator/routing';
import { deferModules } from './shell/deferred-modules';

// React Router's default Node entry, with two changes: the page's module script waits for its main
// picture (shell/deferred-modules.ts), and every inline script carries the request's CSP nonce
// (the server's Content-Security-Policy names it). It also tells the server's page cache what a page
// depends on (pageCacheKey) and when a page's render failed (the load context's renderFailed).
export const streamTimeout = 5_000;

/**
 * What a page's HTML depends on in its request, as the key of the server's page cache
 * (apps/server/src/http/page-cache.ts), or null when it must not come from a cache shared between
 * visitors. Pages read the URL (the locale is its first segment) and, from the User-Agent, whether a
 * phone, a crawler or another browser asks (the configurator's layout, and crawlers get the whole page
 * at once); anything a visitor has of their own comes with a cookie.
 */
export function pageCacheKey(request: Request): string | null {
  if (request.method.toUpperCase() !== 'GET' || request.headers.has('cookie') || request.headers.has('authorization')) return null;
  const userAgent = request.headers.get('user-agent');
  const reader = userAgent && isbot(userAgent) ? 'crawler' : userAgentIsPhone(userAgent) ? 'phone' : 'browser';
  return `${reader} ${request.url}`;
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  // Every page's shell reads a cookie (the header's cart count, root.tsx), so no shared cache may hand
  // one visitor's page to another who sends different cookies.
  responseHeaders.append('Vary', 'Cookie');
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { log } = serverContext(loadContext, request);
  const nonce = (loadContext as Partial<WebLoadContext> | undefined)?.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const app = (
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body).pipeThrough<string>(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>).pipeThrough(deferModules()).pipeThrough(new TextEncoderStream());
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        (loadContext as Partial<WebLoadContext> | undefined)?.renderFailed?.();
        // Errors while rendering the shell reject and are logged by React Router; later ones only here.
        if (shellRendered) log.error({ err: error }, 'streaming render failed');
      },
    });
  });
}
