import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where design images live. The filesystem by default; an S3-compatible bucket would implement the same
 * two calls, so several server processes can share the pictures (ARCHITECTURE.md "Scaling out").
 */
export interface ImageStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Whether there are bytes under the key, without reading them. */
  has(key: string): Promise<boolean>;
}

const safeKey = /^[a-z0-9-]+(\/[a-z0-9.-]+)*$/;

/** Images as files below a directory; writes go through a temporary file and a rename, so a reader never sees half a picture. */
export function fileImageStore(dir: string): ImageStore {
  const pathOf = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`unsafe image key ${key}`);
    return join(dir, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async has(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
