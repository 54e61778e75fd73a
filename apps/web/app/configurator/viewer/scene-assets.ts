/**
 * The viewer's computed assets (procedural texture pixels and the studio environment), once per page.
 * Before the first frame the viewer waits for what that frame needs (prepareSceneAssets): the files the
 * build drew (scene-asset-files.ts), downloaded; without one (tests, the server build, a failed
 * download), drawn in workers: drawing them on the main thread was half a second of blocked page on a
 * phone. Later edits read them synchronously (pixelsFor, environmentLevels): whatever is not there
 * yet is drawn there and then, as before.
 */
import { downloadSceneAsset, ENVIRONMENT_KEY, sceneAssetFile } from './scene-asset-files.ts';
import { environmentFromBytes, type EnvironmentLevel, studioEnvironmentLevels } from './studio-environment.ts';
import { drawPixels, type Pixels } from './texture-pixels.ts';

export type SceneWorkerRequest = { kind: 'pixels'; key: string } | { kind: 'environment' };
export type SceneWorkerReply = { kind: 'pixels'; key: string; pixels: Pixels } | { kind: 'environment'; levels: EnvironmentLevel[] };

export { ENVIRONMENT_KEY };

const pixels = new Map<string, Pixels>();
let environment: EnvironmentLevel[] | null = null;
/** Keys asked of the worker and not answered yet, with who waits for them. */
const waiting = new Map<string, (() => void)[]>();
/**
 * A few workers, each given the next key when it is least busy: the environment and a scene's three or
 * four textures take 100-400 ms each, and one worker drawing them in turn made the first frame wait.
 */
const pool: { worker: Worker; busy: number }[] = [];
let poolFailed = typeof Worker === 'undefined';
const POOL_SIZE = Math.max(2, Math.min(3, (typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2) - 1));

function has(key: string): boolean {
  return key === ENVIRONMENT_KEY ? environment !== null : pixels.has(key);
}

function settle(key: string): void {
  for (const done of waiting.get(key) ?? []) done();
  waiting.delete(key);
}

/** Draws a key on this thread (no worker, or the worker failed). */
function drawHere(key: string): void {
  if (key === ENVIRONMENT_KEY) environment ??= studioEnvironmentLevels();
  else if (!pixels.has(key)) pixels.set(key, drawPixels(key));
  settle(key);
}

/** Without a worker, each waiting key is drawn in a task of its own, so no single task holds the page long. */
function drawWaitingHere(): void {
  const keys = [...waiting.keys()];
  keys.forEach((key, i) => setTimeout(() => drawHere(key), i));
}

/** The least busy worker (a new one while the pool is not full), or null when workers cannot run here. */
function sceneWorker(): { worker: Worker; busy: number } | null {
  if (poolFailed) return null;
  const idle = pool.find((p) => p.busy === 0);
  if (idle || pool.length >= POOL_SIZE) return idle ?? pool.reduce((a, b) => (b.busy < a.busy ? b : a));
  try {
    const entry = { worker: new Worker(new URL('./scene-worker.ts', import.meta.url), { type: 'module', name: 'masswerk-scene' }), busy: 0 };
    entry.worker.onmessage = (event: MessageEvent<SceneWorkerReply>) => {
      entry.busy -= 1;
      const reply = event.data;
      if (reply.kind === 'environment') {
        environment ??= reply.levels;
        settle(ENVIRONMENT_KEY);
      } else {
        if (!pixels.has(reply.key)) pixels.set(reply.key, reply.pixels);
        settle(reply.key);
      }
    };
    entry.worker.onerror = () => {
      poolFailed = true;
      for (const p of pool.splice(0)) p.worker.terminate();
      drawWaitingHere();
    };
    pool.push(entry);
    return entry;
  } catch {
    poolFailed = true;
    return null;
  }
}

/** Draws a key in a worker (on this thread when workers cannot run here). */
function drawInWorker(key: string): void {
  const w = sceneWorker();
  if (!w) {
    setTimeout(() => drawHere(key), 0);
    return;
  }
  w.busy += 1;
  w.worker.postMessage(key === ENVIRONMENT_KEY ? ({ kind: 'environment' } satisfies SceneWorkerRequest) : ({ kind: 'pixels', key } satisfies SceneWorkerRequest));
}

/** Takes a key's downloaded file (the bytes drawPixels or environmentBytes gave at build time); drawn instead when the download failed. */
function fromFile(key: string, buffer: ArrayBuffer | null): void {
  if (!waiting.has(key)) return;
  const file = sceneAssetFile(key);
  if (key === ENVIRONMENT_KEY) {
    const levels = buffer && environmentFromBytes(buffer);
    if (levels) {
      environment ??= levels;
      settle(key);
      return;
    }
  } else if (buffer && file && buffer.byteLength === file.width * file.height * 4) {
    if (!pixels.has(key)) pixels.set(key, { width: file.width, height: file.height, data: new Uint8Array(buffer) });
    settle(key);
    return;
  }
  drawInWorker(key);
}

/** A promise as React's use() reads it: status set once it settles, so a later render does not suspend again. */
type TrackedPromise = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };
const prepared = new Map<string, TrackedPromise>();

/**
 * Resolves once every key is drawn (texture keys as drawPixels names them, and ENVIRONMENT_KEY),
 * drawing the missing ones in the worker. The same keys give the same promise.
 */
export function prepareSceneAssets(keys: readonly string[]): Promise<void> {
  const id = [...new Set(keys)].sort().join(' ');
  let promise = prepared.get(id);
  if (promise) return promise;
  const missing = [...new Set(keys)].filter((k) => !has(k));
  if (missing.length === 0) {
    promise = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
  } else {
    const tracked: TrackedPromise = new Promise<void>((resolve) => {
      let left = missing.length;
      const one = () => {
        left -= 1;
        if (left === 0) {
          tracked.status = 'fulfilled';
          resolve();
        }
      };
      for (const key of missing) {
        const list = waiting.get(key);
        if (list) {
          list.push(one);
          continue;
        }
        waiting.set(key, [one]);
        if (sceneAssetFile(key)) void downloadSceneAsset(key).then((buffer) => fromFile(key, buffer));
        else drawInWorker(key);
      }
    });
    tracked.status = 'pending';
    promise = tracked;
  }
  prepared.set(id, promise);
  return promise;
}

/** The pixels of a texture key, drawn here and now if the worker has not drawn them yet. */
export function pixelsFor(key: string): Pixels {
  if (!pixels.has(key)) drawHere(key);
  return pixels.get(key)!;
}

/** The prefiltered studio environment (studioEnvironmentLevels), computed here and now if the worker has not. */
export function environmentLevels(): EnvironmentLevel[] {
  if (!environment) drawHere(ENVIRONMENT_KEY);
  return environment!;
}
