import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, isChunkLoadError, withTimeout } from './chunk-load.ts';

describe('isChunkLoadError', () => {
  it('recognises the chunk failures of configurators.md §8 and the browsers’ dynamic import errors', () => {
    const named = new Error('x');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed. (missing: /assets/42.js)'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('css'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/Viewer.js'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadTimeoutError(5))).toBe(true);
  });
  it('does not take a bug for a network failure', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('withTimeout', () => {
  it('rejects with a ChunkLoadError after the time-out', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 120_000);
    const check = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
    await vi.advanceTimersByTimeAsync(120_000);
    await check;
    vi.useRealTimers();
  });
  it('passes a loaded module through', async () => {
    await expect(withTimeout(Promise.resolve(7), 10)).resolves.toBe(7);
  });
});
