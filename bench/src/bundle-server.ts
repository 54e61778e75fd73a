import { build } from 'esbuild';
import { join } from 'node:path';
import { repoRoot } from '../../tooling/server-process.mjs';

/**
 * Bundles a bench entry (the real application plus bench routes) the way `npm start` runs the shop:
 * our workspace packages compiled into one file by esbuild, npm packages loaded from node_modules.
 * Measuring through tsx instead would time its on-the-fly transform helpers, which production never runs.
 * The file lands next to the server's own build (dist/main.js), so that npm packages and the paths the
 * server finds from its own location (migrations, content) resolve as they do for it.
 */
export async function bundleServer(entry: string): Promise<string> {
  const outfile = join(repoRoot, 'apps/server/dist', `${entry.replace(/^.*\//, '').replace(/\.ts$/, '')}.mjs`);
  await build({
    entryPoints: [join(repoRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@masswerk/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return outfile;
}
