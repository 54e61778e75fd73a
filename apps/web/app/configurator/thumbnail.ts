import { useEffect, useSyncExternalStore } from 'react';
import { designImagePath } from '@masswerk/contract';
import { loadConfiguratorApi } from './load-api';

/** Width of the stored thumbnail (shop.md §9 "default size 760"), and the neutral ground it is drawn on. */
export const THUMBNAIL_WIDTH = 760;
export const THUMBNAIL_BACKGROUND = '#F4F2EE';
/** The stored image index of the thumbnail (the design's main image). */
export const THUMBNAIL_INDEX = 0;
/** The server takes at most 2 MB. */
const MAX_BYTES = 2 * 1024 * 1024;

/** The size of a thumbnail of a canvas: `width` wide (never wider than the source), the aspect kept. */
export function thumbnailSize(sourceWidth: number, sourceHeight: number, width = THUMBNAIL_WIDTH): { width: number; height: number } {
  const w = Math.max(1, Math.min(width, Math.round(sourceWidth)));
  return { width: w, height: Math.max(1, Math.round((sourceHeight * w) / Math.max(1, sourceWidth))) };
}

/** The 3D view's canvas on the page, if it has loaded. */
export function viewerCanvas(): HTMLCanvasElement | null {
  return document.querySelector<HTMLCanvasElement>('.cfg-viewer canvas');
}

/**
 * Copies the 3D view, scaled down, onto a neutral ground. Synchronous on purpose: the copy is taken before
 * the page navigates away from the canvas (the WebGL canvas keeps its drawing buffer, so it can be read).
 */
export function thumbnailCapture(canvas: HTMLCanvasElement | null = viewerCanvas()): HTMLCanvasElement | null {
  if (canvas === null || canvas.width === 0 || canvas.height === 0) return null;
  const size = thumbnailSize(canvas.width, canvas.height);
  const copy = document.createElement('canvas');
  copy.width = size.width;
  copy.height = size.height;
  const context = copy.getContext('2d');
  if (context === null) return null;
  context.fillStyle = THUMBNAIL_BACKGROUND;
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(canvas, 0, 0, size.width, size.height);
  return copy;
}

/** Encodes a captured thumbnail: WebP where the browser can, else JPEG, else PNG; null when too large. */
export async function thumbnailEncode(copy: HTMLCanvasElement): Promise<Blob | null> {
  for (const [type, quality] of [['image/webp', 0.9], ['image/jpeg', 0.9], ['image/png', undefined]] as const) {
    const blob = await new Promise<Blob | null>((resolve) => copy.toBlob(resolve, type, quality));
    if (blob !== null && blob.type === type && blob.size <= MAX_BYTES) return blob;
  }
  return null;
}

/**
 * Stores the thumbnail of a just-saved design. A failure never undoes the save: it is logged and the page
 * carries on without a thumbnail.
 */
export async function thumbnailStore(uuid: string, writeToken: string, copy: HTMLCanvasElement | null): Promise<boolean> {
  if (copy === null) return false;
  const blob = await thumbnailEncode(copy);
  const result = blob === null ? { ok: false as const, status: null } : await loadConfiguratorApi().then(
    (api) => api.designImageUpload(uuid, writeToken, THUMBNAIL_INDEX, blob),
    () => ({ ok: false as const, status: null }),
  );
  if (!result.ok) {
    console.warn(`The thumbnail of design ${uuid} was not stored (status ${String(result.status)}); the design is saved.`);
    return false;
  }
  thumbnailRemember(uuid);
  return true;
}

/** The thumbnail URL of a design. */
export function thumbnailUrl(uuid: string, version = 0): string {
  return designImagePath(uuid, THUMBNAIL_INDEX, version);
}

// Designs whose thumbnail is known to be stored, with the time it was (to refresh a cached miss). Module
// memory, because saving navigates and remounts the page while the upload is still under way.
const stored = new Map<string, number>();
const listeners = new Set<() => void>();

function thumbnailRemember(uuid: string): void {
  stored.set(uuid, Date.now());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The URL of a saved design's thumbnail once it is known to be stored, else null. A design opened by its
 * link asks the server once, with HEAD (an older save may have none).
 */
export function useThumbnail(uuid: string | null): string | null {
  const version = useSyncExternalStore(
    subscribe,
    () => (uuid === null ? undefined : stored.get(uuid)),
    () => undefined,
  );
  useEffect(() => {
    if (uuid === null || stored.has(uuid)) return;
    let live = true;
    // Whether it is there, not the picture: the <img> below downloads it (with ?v=, past a cached miss).
    fetch(thumbnailUrl(uuid), { method: 'HEAD' })
      .then((response) => {
        if (live && response.ok && !stored.has(uuid)) thumbnailRemember(uuid);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [uuid]);
  return uuid === null || version === undefined ? null : thumbnailUrl(uuid, version);
}
