// Writes `<file>.br` (brotli, best quality) and `<file>.gz` next to every compressible file of the
// client build, React Router's route manifest included; the server sends them as they are
// (serveStatic's `precompressed`). Quality 11 is too slow to run per request but costs nothing here:
// the framework chunk is 15 % smaller than with gzip, which a phone's first visit feels.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
// .bin: the viewer's textures and environment, raw pixels (scene-assets-plugin.ts) that brotli shrinks 5-20 times.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|wasm|bin)$/;
const dir = new URL('../build/client/', import.meta.url).pathname;

const files = (await readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
let written = 0;
await Promise.all(
  files.map(async (name) => {
    const path = join(dir, name);
    const source = await readFile(path);
    if (source.length < 1024) return;
    const [br, gzipped] = await Promise.all([
      brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
      gz(source, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    written++;
  }),
);
console.log(`precompressed ${written} files of ${dir} (.br, .gz)`);
