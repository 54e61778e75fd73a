import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { HttpError } from '../../http/http-error.ts';

export interface SourceFile {
  path: string;
  isVector: boolean;
  /** SHA-256 of the file's bytes: a changed picture under the same name gets new renders and a new ETag. */
  hash: string;
}

const notFound = (src: string) => new HttpError('image_not_found', { key: 'error.image_not_found.file', params: { src } });

/**
 * Finds a validated source path (`images/hero.svg`) below the public folder. The path was checked
 * segment by segment already; the real path is checked too, so a symbolic link cannot lead outside.
 * Hashes are remembered per path, size and modification time, so a repeated request reads no bytes.
 */
export function sourceFiles(publicDir: string) {
  const hashes = new Map<string, { stamp: string; hash: string }>();
  let realRoot: Promise<string> | undefined;

  return async function sourceFile(src: string): Promise<SourceFile> {
    let path: string;
    let stamp: string;
    try {
      realRoot ??= realpath(publicDir);
      const root = await realRoot;
      path = await realpath(join(root, src));
      if (!path.startsWith(root + sep)) throw notFound(src);
      const info = await stat(path);
      if (!info.isFile()) throw notFound(src);
      stamp = `${info.size}:${info.mtimeMs}`;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      realRoot = undefined; // the folder may appear later (a build after the start)
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') throw notFound(src);
      throw error;
    }
    let known = hashes.get(path);
    if (known?.stamp !== stamp) {
      known = { stamp, hash: createHash('sha256').update(await readFile(path)).digest('hex') };
      hashes.set(path, known);
    }
    return { path, isVector: path.toLowerCase().endsWith('.svg'), hash: known.hash };
  };
}
