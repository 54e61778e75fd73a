// Bundles the server into dist/main.js: our workspace packages (TypeScript source) are bundled in,
// every npm dependency stays external and is loaded from node_modules at run time (PGlite needs its
// WASM files next to its own module, so it must not be bundled).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@masswerk/'));
const contract = JSON.parse(readFileSync(new URL('../../packages/contract/package.json', import.meta.url), 'utf8'));
const domain = JSON.parse(readFileSync(new URL('../../packages/domain/package.json', import.meta.url), 'utf8'));
for (const dep of [...Object.keys(contract.dependencies ?? {}), ...Object.keys(domain.dependencies ?? {})]) {
  if (!dep.startsWith('@masswerk/') && !external.includes(dep)) external.push(dep);
}

// playwright-core (a root dependency of the browser tests) is loaded only when the server draws pictures,
// from node_modules, and only if it is there (services/pictures/start-pictures.ts).
external.push('playwright-core');

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
