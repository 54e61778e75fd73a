/**
 * The viewer's computed assets as the build drew them (scene-assets-plugin.ts): the prefiltered studio
 * environment and the procedural textures, one file of raw bytes each. Fetching one is a download of
 * 10-50 KB where drawing it took a worker 0.1-1.5 s, so the first 3D frame waits for the network
 * only (issue 16). Small on purpose: the configurator's route loads it with the page, to start these
 * downloads while the page hydrates and the viewer's code arrives.
 */
import { preload } from 'react-dom';
import files from 'virtual:scene-asset-files';
import { ENVIRONMENT_KEY } from './studio-environment.ts';

export { ENVIRONMENT_KEY };

export interface SceneAssetFile {
  url: string;
  /** Pixels of a texture; the sharpest face of the environment. */
  width: number;
  height: number;
}

/** The file of a key, or undefined when the build drew none (the server build, tests, a new key). */
export function sceneAssetFile(key: string): SceneAssetFile | undefined {
  return files[key];
}

const downloads = new Map<string, Promise<ArrayBuffer | null>>();

/** The bytes of a key's file, downloaded once per page; null when there is no file or the download fails. */
export function downloadSceneAsset(key: string): Promise<ArrayBuffer | null> {
  let download = downloads.get(key);
  if (!download) {
    const file = files[key];
    download = file
      ? fetch(file.url).then(
          (response) => (response.ok ? response.arrayBuffer() : null),
          () => null,
        )
      : Promise.resolve(null);
    downloads.set(key, download);
  }
  return download;
}

/**
 * Asks the browser to download these keys' files early (a preload link each, at low priority so they
 * do not hold back the page's scripts); the viewer's fetch then finds them.
 */
export function preloadSceneAssets(keys: readonly string[]): void {
  for (const key of keys) {
    const file = files[key];
    if (file) preload(file.url, { as: 'fetch', crossOrigin: 'anonymous', fetchPriority: 'low' });
  }
}
