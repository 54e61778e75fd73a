import { Hono } from 'hono';
import { fitParamsSchema } from '@masswerk/contract';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/http-error.ts';
import { localeOfRequest } from '../../http/request-locale.ts';
import { parseInput } from '../../http/validate.ts';
import type { FitImages } from './fit-image.ts';

const SHAPE = '/fit/{w}/{h}/no/0/plain/images/{file}@{webp|jpeg}';
// Source names are not content-hashed, so a browser keeps a render a day and then revalidates (a
// 304 by ETag, no bytes) while showing the one it has for up to a week.
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** The path after "plain/", split at its last "@" into source and format, percent-decoded. */
function sourceAndFormat(url: string): { src: string; format: string } {
  const rest = /^\/fit(?:\/[^/]*){4}\/plain\/(.*)$/.exec(new URL(url).pathname)?.[1] ?? '';
  const at = rest.lastIndexOf('@');
  try {
    return at < 0 ? { src: decodeURIComponent(rest), format: '' } : { src: decodeURIComponent(rest.slice(0, at)), format: decodeURIComponent(rest.slice(at + 1)) };
  } catch {
    throw new HttpError('bad_request', { key: 'error.bad_request.imagePath' }, [{ path: 'path.src', message: { key: 'field.notPercentEncoded' } }]);
  }
}

/** The image service of shop.md §7: our own static images, resized and re-encoded (WebP or JPEG), cached. */
export function imageRoutes(images: FitImages): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/:w/:h/:gravity/:enlarge/plain/*', async (c) => {
    const params = parseInput('params', fitParamsSchema, { ...c.req.param(), ...sourceAndFormat(c.req.url) }, localeOfRequest(c));
    const image = await images.find(params);
    const headers = { ETag: image.etag, 'Cache-Control': CACHE_CONTROL };
    const wanted = c.req.header('if-none-match');
    if (wanted?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) return c.body(null, 304, headers);
    const { bytes, origin } = await image.load();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': image.contentType, 'X-Image-Cache': origin });
  });

  routes.all('*', (c) => {
    throw new HttpError('not_found', { key: 'error.not_found.image', params: { path: c.req.path, shape: SHAPE } });
  });
  return routes;
}
