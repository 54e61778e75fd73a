/// <reference types="node" />
/**
 * The viewer's computed assets (the prefiltered studio environment and every procedural texture) drawn
 * once at build time, as raw bytes the server sends brotli-compressed (scripts/precompress.mjs): a
 * browser downloads about 100 KB instead of spending seconds of worker time drawing them before the
 * first 3D frame (issue 16). Same functions, same bytes. The client build emits them as hashed assets
 * and `virtual:scene-asset-files` maps each key to its file (in the server build too, for the page's
 * preload links); in tests the map is empty and the viewer draws the assets itself, as before. Drawn
 * files are kept in node_modules/.cache, keyed by the drawing code, so a rebuild does not draw them again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROOM_TEXTURE_KEYS } from './app/configurator/viewer/room-style.ts';
import { ENVIRONMENT_KEY, environmentBytes, studioEnvironmentLevels } from './app/configurator/viewer/studio-environment.ts';
import { drawPixels, FURNITURE_TEXTURE_KEYS } from './app/configurator/viewer/texture-pixels.ts';

const VIRTUAL_ID = 'virtual:scene-asset-files';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const here = new URL('.', import.meta.url).pathname;
const SOURCES = ['app/configurator/viewer/studio-environment.ts', 'app/configurator/viewer/texture-pixels.ts'];

/** A key's bytes and size (the environment: its sharpest face size), drawn now or read from the cache. */
function drawn(key: string, cacheDir: string): { bytes: Uint8Array; width: number; height: number } {
  const file = join(cacheDir, `${key.replace('#', '-')}.bin`);
  const meta = `${file}.json`;
  try {
    const { width, height } = JSON.parse(readFileSync(meta, 'utf8')) as { width: number; height: number };
    return { bytes: readFileSync(file), width, height };
  } catch {
    // Not drawn yet with this code.
  }
  let result: { bytes: Uint8Array; width: number; height: number };
  if (key === ENVIRONMENT_KEY) {
    const levels = studioEnvironmentLevels();
    result = { bytes: environmentBytes(levels), width: levels[0]!.size, height: levels[0]!.size };
  } else {
    const pixels = drawPixels(key);
    result = { bytes: pixels.data, width: pixels.width, height: pixels.height };
  }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, result.bytes);
  writeFileSync(meta, JSON.stringify({ width: result.width, height: result.height }));
  return result;
}

export function sceneAssetsPlugin(): Plugin {
  let build = false;
  let ssr = false;
  let base = '/';
  return {
    name: 'masswerk-scene-assets',
    configResolved(config) {
      build = config.command === 'build';
      ssr = Boolean(config.build.ssr);
      base = config.base;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!build) return 'export default {};';
      // The server build names the same files (its render puts preload links for them in the page) without writing them.
      const client = this.environment ? this.environment.config.consumer === 'client' : !ssr;
      const hash = createHash('sha256');
      for (const source of SOURCES) hash.update(readFileSync(join(here, source)));
      const cacheDir = join(here, 'node_modules', '.cache', 'scene-assets', hash.digest('hex').slice(0, 16));
      const entries = [ENVIRONMENT_KEY, ...FURNITURE_TEXTURE_KEYS, ...ROOM_TEXTURE_KEYS].map((key) => {
        const { bytes, width, height } = drawn(key, cacheDir);
        const fileName = `assets/scene-${key.replace('#', '-')}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.bin`;
        if (client) this.emitFile({ type: 'asset', fileName, source: bytes });
        return `${JSON.stringify(key)}: { url: ${JSON.stringify(base + fileName)}, width: ${width}, height: ${height} }`;
      });
      return `export default {\n${entries.join(',\n')}\n};`;
    },
  };
}
