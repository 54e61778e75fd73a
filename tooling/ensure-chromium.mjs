#!/usr/bin/env node
// Runs first in `npm test` (plain JavaScript, so nothing needs compiling yet): the browser tests use
// Debian's Chromium, never a downloaded one. It finds it, or installs Debian's package when it may
// (root with apt-get), or stops at once with one line that says what to run, instead of failing
// minutes later in Playwright. e2e/playwright.config.ts and the benchmarks import `chromiumPath` and
// `CHROMIUM_ARGS` so they launch the same executable with the same flags.
//
// For its own tests only: ENSURE_CHROMIUM_CANDIDATES (paths separated by ":") replaces the default
// places to look, ENSURE_CHROMIUM_NO_INSTALL=1 forbids installing (as if not root).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The flags the browser tests (e2e/playwright.config.ts) and the configurator benchmark launch
 * Chromium with, for a machine with no GPU and no outside network (ARCHITECTURE.md pitfalls):
 * WebGL through SwiftShader, nothing that phones home.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
]);

/** Where Debian (chromium) and Ubuntu-like systems (chromium-browser) put it. */
const DEFAULT_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function candidates(env) {
  return env.ENSURE_CHROMIUM_CANDIDATES !== undefined ? env.ENSURE_CHROMIUM_CANDIDATES.split(':').filter(Boolean) : DEFAULT_CANDIDATES;
}

/**
 * The Chromium the browser tests and benchmarks launch: CHROMIUM_PATH when set, else the first
 * executable of the usual places, else /usr/bin/chromium (so a launch error names the path).
 */
export function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return candidates(env).find(isExecutableFile) ?? DEFAULT_CANDIDATES[0];
}

function onPath(command, env) {
  return (env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutableFile(join(dir, command)));
}

function mayInstall(env) {
  return env.ENSURE_CHROMIUM_NO_INSTALL !== '1' && process.getuid?.() === 0 && onPath('apt-get', env);
}

/** `chromium --version`, or null when it does not answer within 20 s. */
function versionOf(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000, stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? result.stdout.trim().split('\n')[0] || path : null;
}

function aptGet(args, env) {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

/** Finds or installs Chromium; returns the exit code and prints one line either way. */
export function ensureChromium(env = process.env) {
  const stop = (line) => {
    console.error(line);
    return 1;
  };
  if (env.CHROMIUM_PATH && !isExecutableFile(env.CHROMIUM_PATH)) {
    return stop(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: point it at a Chromium, or unset it and run \`sudo apt-get install -y chromium\`.`);
  }
  let path = env.CHROMIUM_PATH || candidates(env).find(isExecutableFile);
  if (!path && mayInstall(env)) {
    console.log('Chromium not found: installing Debian\'s package (apt-get update && apt-get install -y chromium) for the browser tests.');
    if (!aptGet(['update', '-qq'], env) || !aptGet(['install', '-y', '-qq', 'chromium'], env)) {
      return stop('Chromium could not be installed: run `apt-get install -y chromium` yourself (or set CHROMIUM_PATH), then `npm test` again.');
    }
    path = candidates(env).find(isExecutableFile);
  }
  if (!path) {
    return stop('Chromium not found: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium executable), then `npm test` again.');
  }
  const version = versionOf(path);
  if (!version) return stop(`${path} --version failed: reinstall Chromium (\`sudo apt-get install --reinstall -y chromium\`) or set CHROMIUM_PATH to a working one.`);
  console.log(`Chromium for the browser tests: ${path} (${version})`);
  return 0;
}

// Run as a script (not imported by the Playwright config or a benchmark).
if (process.argv[1] && fileURLToPath(import.meta.url) === realpathSync(process.argv[1])) {
  process.exitCode = ensureChromium();
}
