import { defineConfig } from 'vitest/config';
import { sceneAssetsPlugin } from './apps/web/scene-assets-plugin.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', testTimeout: 30_000 } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['./test/fail-on-console-error.ts'],
        },
      },
      // The viewer's asset files (virtual:scene-asset-files): none in tests, the viewer draws them itself.
      { plugins: [sceneAssetsPlugin()], test: { name: 'web', root: 'apps/web', environment: 'happy-dom' } },
      { test: { name: 'tooling', root: '.', include: ['tooling/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
