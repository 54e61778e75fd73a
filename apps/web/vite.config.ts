import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { sceneAssetsPlugin } from './scene-assets-plugin.ts';

/**
 * React Router's production build. Its package.json sends every import to its development build (with
 * its warnings and checks on every render: remix-run/react-router#14102), whatever the mode. The
 * browser's bundle takes the production files; the server keeps the package's own resolution, so that
 * it and @react-router/node, which Node loads outside the bundle, share one copy of the router.
 */
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), sceneAssetsPlugin()],
  resolve: isSsrBuild ? {} : { alias: productionRouter },
  build: {
    sourcemap: false,
    rolldownOptions: {
      // packages/domain is pure (lint forbids I/O and globals there) and packages/contract only
      // declares schemas (their one side effect, registering OpenAPI ids, matters to the server
      // alone): a module of theirs whose exports a page does not use can be dropped, so the shell
      // ships neither every furniture family nor zod. jsvat-next (the domain's VAT-id check digits, used
      // by the server only) is pure too but does not say so in its package.json.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/](domain|contract)[\\/]|[\\/]node_modules[\\/]jsvat-next[\\/]/.test(id) },
      // Every page needs React, React Router and the shell (header, footer, messages, formats): as two
      // files instead of a dozen small ones, a phone on a slow connection spends fewer round trips
      // before the page is interactive (HTTP/1.1 opens at most six connections per host). Measured
      // with Lighthouse: React and the router as one file or two made no difference.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
                { name: 'shell', test: /[\\/]apps[\\/]web[\\/]app[\\/](root\.tsx|shell[\\/]|i18n[\\/]|content[\\/](ContentImage|PageBlocks|image-))/, priority: 10 },
              ],
            },
          },
    },
  },
}));
