import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isDesignPictureSource, type FitParams } from '@masswerk/contract';
import { HttpError } from '../../http/http-error.ts';
import { RENDER_VERSION, renderFit } from './render-fit.ts';
import { renderCache, type CacheLevel } from './render-cache.ts';
import { sourceFiles } from './source-file.ts';

export interface FitImage {
  etag: string;
  contentType: string;
  /** The encoded image, and where it came from: a cache, or a fresh render. */
  load: () => Promise<{ bytes: Uint8Array; origin: CacheLevel | 'render' }>;
}

export interface FitImagesOptions {
  /** The web app's public folder (its built client folder), holding images/. */
  publicDir: string;
  /** Where renders are kept across restarts. */
  cacheDir: string;
  /** Memory budget of the in-process cache. */
  memoryBytes?: number;
  /** Told when a render cannot be kept on disk (the request is still served). */
  onDiskError?: (error: unknown) => void;
  /** A design's picture at an image index (the image store's), for sources `designs/{uuid}/{index}.webp`; absent, those are 404. */
  designPicture?: (uuid: string, index: number) => Promise<Uint8Array | null>;
}

const CONTENT_TYPES = { webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/**
 * The image service's use-case: a source image resized and encoded as asked, from the cache when it
 * was rendered before. Renders are keyed by the source's bytes, so a changed picture is rendered anew;
 * simultaneous requests for the same render share one encode.
 */
export function fitImages({ publicDir, cacheDir, memoryBytes = 32 * 1024 * 1024, onDiskError, designPicture }: FitImagesOptions) {
  const sourceFile = sourceFiles(publicDir);
  const fileSource = async (src: string) => {
    const file = await sourceFile(src);
    return { hash: file.hash, isVector: file.isVector, read: () => readFile(file.path) };
  };
  // A design's picture is read and hashed at each request (a few hundred KB): a newer render gets new renders and a new ETag.
  const designSource = async (src: string) => {
    const [, uuid = '', file = ''] = src.split('/');
    const bytes = designPicture ? await designPicture(uuid, Number(file.slice(0, -'.webp'.length))) : null;
    if (!bytes) throw new HttpError('image_not_found', { key: 'error.image_not_found.file', params: { src } });
    return { hash: createHash('sha256').update(bytes).digest('hex'), isVector: false, read: () => Promise.resolve(bytes) };
  };
  const cache = renderCache(cacheDir, memoryBytes, onDiskError);
  const rendering = new Map<string, Promise<Uint8Array>>();

  const render = (key: string, read: () => Promise<Uint8Array>, isVector: boolean, params: FitParams) => {
    let running = rendering.get(key);
    if (!running) {
      running = (async () => {
        const bytes = await renderFit(await read(), isVector, params);
        await cache.put(key, bytes);
        return bytes;
      })().finally(() => rendering.delete(key));
      rendering.set(key, running);
    }
    return running;
  };

  return {
    /** The render's ETag and type (enough for a 304), and its bytes on demand. Throws a 404 for a missing source. */
    async find(params: FitParams): Promise<FitImage> {
      const source = isDesignPictureSource(params.src) ? await designSource(params.src) : await fileSource(params.src);
      const key = createHash('sha256').update(`${RENDER_VERSION}|${source.hash}|${params.w}|${params.h}|${params.format}`).digest('hex');
      const etag = `"${key.slice(0, 32)}"`;
      const contentType = CONTENT_TYPES[params.format];
      const load = async () => {
        const cached = await cache.get(key);
        if (cached) return { bytes: cached.bytes, origin: cached.level };
        return { bytes: await render(key, source.read, source.isVector, params), origin: 'render' as const };
      };
      return { etag, contentType, load };
    },
    memoryBytes: cache.memoryBytes,
  };
}

export type FitImages = ReturnType<typeof fitImages>;
