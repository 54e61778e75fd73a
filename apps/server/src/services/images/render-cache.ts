import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type CacheLevel = 'memory' | 'disk';

/**
 * Rendered images by key: the most recently used in memory (up to a byte budget), every one on disk,
 * so neither a repeated request nor a restart encodes a picture again. The disk folder is only a
 * cache: deleting it costs renders, nothing else.
 */
export function renderCache(dir: string, memoryBytes: number, onDiskError: (error: unknown) => void = () => undefined) {
  const memory = new Map<string, Uint8Array>();
  let used = 0;

  const remember = (key: string, bytes: Uint8Array) => {
    if (bytes.byteLength > memoryBytes) return;
    const old = memory.get(key);
    if (old) {
      memory.delete(key);
      used -= old.byteLength;
    }
    memory.set(key, bytes);
    used += bytes.byteLength;
    // A Map iterates in insertion order, and a hit re-inserts: the first key is the least recently used.
    for (const [oldest, value] of memory) {
      if (used <= memoryBytes) break;
      memory.delete(oldest);
      used -= value.byteLength;
    }
  };
  const fileOf = (key: string) => join(dir, key.slice(0, 2), key);

  return {
    async get(key: string): Promise<{ bytes: Uint8Array; level: CacheLevel } | null> {
      const hit = memory.get(key);
      if (hit) {
        remember(key, hit);
        return { bytes: hit, level: 'memory' };
      }
      try {
        const bytes = await readFile(fileOf(key));
        remember(key, bytes);
        return { bytes, level: 'disk' };
      } catch (error) {
        // Not rendered yet, or an unreadable cache: either way the picture is rendered again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onDiskError(error);
        return null;
      }
    },
    /**
     * Keeps a render; the file is written to a temporary name and renamed, so a reader never sees half
     * of one. A disk that cannot be written is reported and otherwise ignored: the picture is still served.
     */
    async put(key: string, bytes: Uint8Array): Promise<void> {
      remember(key, bytes);
      const path = fileOf(key);
      try {
        await mkdir(join(path, '..'), { recursive: true });
        const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        onDiskError(error);
      }
    },
    /** Bytes held in memory (for tests and logs). */
    memoryBytes: () => used,
  };
}
