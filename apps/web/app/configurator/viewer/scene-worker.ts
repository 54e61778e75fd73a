/// <reference lib="webworker" />
/**
 * The viewer's worker: draws procedural texture pixels and the prefiltered studio environment off the
 * main thread, so the page stays responsive while the 3D view starts (issue 16). Pure computation; the
 * results are handed over (transferred, not copied) to scene-assets.ts.
 */
import { studioEnvironmentLevels } from './studio-environment.ts';
import { drawPixels } from './texture-pixels.ts';
import type { SceneWorkerReply, SceneWorkerRequest } from './scene-assets.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<SceneWorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'environment') {
    const levels = studioEnvironmentLevels();
    const reply: SceneWorkerReply = { kind: 'environment', levels };
    scope.postMessage(reply, levels.flatMap((l) => l.faces.map((f) => f.buffer as ArrayBuffer)));
  } else {
    const pixels = drawPixels(request.key);
    const reply: SceneWorkerReply = { kind: 'pixels', key: request.key, pixels };
    scope.postMessage(reply, [pixels.data.buffer as ArrayBuffer]);
  }
};
