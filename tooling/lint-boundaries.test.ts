import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the import boundaries of ARCHITECTURE.md are enforced: a deliberate violation fails lint, so `npm test` fails.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function ruleIdsFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import boundaries', () => {
  it.each([
    ["import { useState } from 'react';\nexport const x = useState;", 'packages/domain/src/boundary-probe.ts'],
    ["import * as THREE from 'three';\nexport const x = THREE;", 'packages/domain/src/boundary-probe.ts'],
    ["import { readFileSync } from 'node:fs';\nexport const x = readFileSync;", 'packages/domain/src/boundary-probe.ts'],
    ["import { Hono } from 'hono';\nexport const x = Hono;", 'packages/domain/src/boundary-probe.ts'],
    ["import { sql } from 'drizzle-orm';\nexport const x = sql;", 'packages/domain/src/boundary-probe.ts'],
    ["import { x } from '../../server/src/app.ts';\nexport const y = x;", 'apps/web/app/boundary-probe.ts'],
    ["import { x } from '../../web/app/root.tsx';\nexport const y = x;", 'apps/server/src/boundary-probe.ts'],
    ["import { eq } from 'drizzle-orm';\nexport const x = eq;", 'apps/server/src/services/designs/boundary-probe.ts'],
    ["import { pgTable } from 'drizzle-orm/pg-core';\nexport const x = pgTable;", 'apps/server/test/boundary-probe.ts'],
    ["import { x } from '../../web/app/root.tsx';\nexport const y = x;", 'apps/server/src/db/boundary-probe.ts'],
  ])('rejects %s in %s', async (code, filePath) => {
    expect(await ruleIdsFor(code, filePath)).toContain('no-restricted-imports');
  });

  it.each([
    ["export const x = fetch('/api/designs');", 'apps/web/app/configurator/boundary-probe.ts'],
    ['export const x = (id: string) => `/api/designs/info/${id}`;', 'apps/web/app/content/boundary-probe.server.ts'],
  ])('rejects a hand-written API address %s in %s', async (code, filePath) => {
    expect(await ruleIdsFor(code, filePath)).toContain('no-restricted-syntax');
  });

  it('rejects DOM globals in the domain', async () => {
    expect(await ruleIdsFor('export const w = window.innerWidth;', 'packages/domain/src/boundary-probe.ts')).toContain('no-restricted-globals');
  });

  it('lets apps/server/src/db/ use Drizzle', async () => {
    expect(await ruleIdsFor("import { eq } from 'drizzle-orm';\nexport const x = eq;", 'apps/server/src/db/boundary-probe.ts')).toEqual([]);
  });

  it('accepts a pure domain module', async () => {
    expect(await ruleIdsFor('export const twice = (n: number): number => n * 2;', 'packages/domain/src/boundary-probe.ts')).toEqual([]);
  });
});
