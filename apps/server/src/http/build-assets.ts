import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from './app-env.ts';

/** A hashed build file's name: one path segment, no dot first (so never `..` or a hidden file). */
const ASSET_NAME = /^[\w-][\w.-]*$/;

/** The encodings the build precompressed its files in (apps/web/vite.config.ts), the best first. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** A build file as it is kept: its bytes, and those of each precompressed form the build made of it. */
interface Asset {
  lastModified: string;
  plain: Buffer;
  encoded: Map<string, Buffer>;
}

/** Reads a build file and its precompressed forms; null when it is no file. */
async function readAsset(file: string): Promise<Asset | null> {
  try {
    const stats = await stat(file);
    if (!stats.isFile()) return null;
    const encoded = new Map<string, Buffer>();
    for (const [coding, suffix] of ENCODINGS) {
      const body = await readFile(file + suffix).catch(() => null);
      if (body) encoded.set(coding, body);
    }
    return { lastModified: stats.mtime.toUTCString(), plain: await readFile(file), encoded };
  } catch {
    return null;
  }
}

/**
 * The web build's hashed files (`/assets/<name>`), answered from memory: a name never changes its
 * content (a new build makes new names), so a file asked for is read from disk once per process, with
 * its precompressed forms, and kept; each client gets the best form it accepts. Reading, stat-ing and
 * streaming the 27 files of a configurator page from disk cost about 35-45 ms of the server's CPU per
 * page, while the page's first 3D frame waits for the same two cores (issue 16). The build is some
 * megabytes, bounded by the build itself: a name that is not one of its files is looked up on disk each time and kept nowhere.
 * A request this cannot answer (another method, a name that is no file) goes on to the next handler.
 */
export function buildAssets(dir: string): MiddlewareHandler<AppEnv> {
  const kept = new Map<string, Promise<Asset | null>>();
  const load = (name: string): Promise<Asset | null> => {
    let asset = kept.get(name);
    if (!asset) {
      asset = readAsset(join(dir, name));
      kept.set(name, asset);
      void asset.then((found) => {
        if (found === null) kept.delete(name);
      });
    }
    return asset;
  };
  return async (c, next) => {
    const method = c.req.method;
    const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    if ((method !== 'GET' && method !== 'HEAD') || c.req.path !== `/assets/${name}` || !ASSET_NAME.test(name)) return next();
    const asset = await load(name);
    if (!asset) return next();
    const accepted = new Set((c.req.header('accept-encoding') ?? '').split(',').map((part) => part.split(';')[0]!.trim()));
    const encoding = ENCODINGS.map(([coding]) => coding).find((coding) => accepted.has(coding) && asset.encoded.has(coding)) ?? null;
    const body = encoding === null ? asset.plain : asset.encoded.get(encoding)!;
    const headers = new Headers({
      'Content-Type': getMimeType(name) ?? 'application/octet-stream',
      'Content-Length': String(body.byteLength),
      'Last-Modified': asset.lastModified,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    if (encoding) headers.set('Content-Encoding', encoding);
    return new Response(method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
