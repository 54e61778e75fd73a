import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The first step of `npm test`: on a machine without Chromium it must stop within seconds with one line
// naming the command to run, or install Debian's package when it may (root with apt-get).
const script = fileURLToPath(new URL('./ensure-chromium.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'ensure-chromium-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function executable(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

function run(env: Record<string, string>) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return { status: result.status, lines: `${result.stdout}${result.stderr}`.trim().split('\n'), ms: performance.now() - started };
}

describe('tooling/ensure-chromium.mjs', () => {
  it('stops within seconds with one line naming the command when there is no Chromium and it may not install', () => {
    const { status, lines, ms } = run({ ENSURE_CHROMIUM_CANDIDATES: join(dir, 'no-chromium'), ENSURE_CHROMIUM_NO_INSTALL: '1' });
    expect(status).toBe(1);
    expect(lines).toEqual(['Chromium not found: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium executable), then `npm test` again.']);
    expect(ms).toBeLessThan(5_000);
  });

  it('stops with one line when CHROMIUM_PATH names no executable', () => {
    const { status, lines } = run({ CHROMIUM_PATH: join(dir, 'missing-chromium') });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`CHROMIUM_PATH=${join(dir, 'missing-chromium')} is not an executable file`);
  });

  it('accepts the executable CHROMIUM_PATH names', () => {
    const fake = executable('fake-chromium', 'echo "Chromium 999.0 (fake)"');
    const { status, lines } = run({ CHROMIUM_PATH: fake, ENSURE_CHROMIUM_NO_INSTALL: '1' });
    expect(status).toBe(0);
    expect(lines).toEqual([`Chromium for the browser tests: ${fake} (Chromium 999.0 (fake))`]);
  });

  it('finds Chromium in the usual places without CHROMIUM_PATH', () => {
    const fake = executable('chromium', 'echo "Chromium 998.0 (fake)"');
    const { status, lines } = run({ ENSURE_CHROMIUM_CANDIDATES: `${join(dir, 'absent')}:${fake}`, ENSURE_CHROMIUM_NO_INSTALL: '1' });
    expect(status).toBe(0);
    expect(lines).toEqual([`Chromium for the browser tests: ${fake} (Chromium 998.0 (fake))`]);
  });

  it('stops with one line when the Chromium it finds does not run', () => {
    const broken = executable('broken-chromium', 'exit 3');
    const { status, lines } = run({ CHROMIUM_PATH: broken });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${broken} --version failed`);
  });

  // A stand-in apt-get on PATH "installs" a fake Chromium where the script looks; only root may install.
  it.runIf(process.getuid?.() === 0)('installs with apt-get when running as root and nothing is found', () => {
    const bin = mkdtempSync(join(dir, 'bin-'));
    const installed = join(bin, 'chromium');
    const log = join(bin, 'apt-get.log');
    writeFileSync(
      join(bin, 'apt-get'),
      `#!/bin/sh\necho "$*" >> ${log}\nif [ "$1" = install ]; then printf '#!/bin/sh\\necho Chromium 997.0\\n' > ${installed}; chmod 755 ${installed}; fi\n`,
    );
    chmodSync(join(bin, 'apt-get'), 0o755);
    const { status, lines } = run({ PATH: `${bin}:${process.env.PATH ?? ''}`, ENSURE_CHROMIUM_CANDIDATES: installed });
    expect(status).toBe(0);
    expect(lines).toEqual([
      "Chromium not found: installing Debian's package (apt-get update && apt-get install -y chromium) for the browser tests.",
      `Chromium for the browser tests: ${installed} (Chromium 997.0)`,
    ]);
    expect(existsSync(log)).toBe(true);
  });
});
