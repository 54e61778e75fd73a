/**
 * Lazy chunk loading of the viewer (configurators.md §7, §8): scripts and stylesheets load with a
 * 120 s time-out, and a chunk that fails to load is recognised so the page offers a retry.
 */

/** The time-out of lazily loaded page groups (configurators.md §7). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk that did not arrive in time (spec §8: ChunkLoadError of type "timeout"). */
export class ChunkLoadTimeoutError extends Error {
  readonly type = 'timeout';
  constructor(ms: number) {
    super(`Loading chunk viewer failed. (timeout after ${ms} ms)`);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_MESSAGES = [
  /Loading chunk .* failed/i,
  /Loading CSS chunk .* failed/i,
  // What browsers say when a dynamic import() fails (Chromium, Firefox, Safari) and Vite's preload helper.
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Whether an error means the viewer's code (JS or CSS chunk) could not be loaded, as opposed to a bug in it. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; message?: unknown; code?: unknown };
  if (e.name === 'ChunkLoadError' || e.code === 'CSS_CHUNK_LOAD_FAILED') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return CHUNK_MESSAGES.some((re) => re.test(message));
}

/** Rejects with a ChunkLoadTimeoutError when `load` has not settled within `ms`. */
export function withTimeout<T>(load: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
