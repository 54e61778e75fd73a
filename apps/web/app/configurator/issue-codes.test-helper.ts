import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Sofa lines whose rules share sofa/rules.ts; their codes are `${furniture_type}.${code}`. */
const SOFA_TYPES = ['joyn', 'lyvyn', 'flayr', 'pyllow'] as const;

// The domain's source lies four folders up from this file (apps/web/app/configurator).
const read = (path: string): string => readFileSync(resolve(import.meta.dirname, '../../../../packages/domain/src/families', path), 'utf8');

/**
 * Every code a family's validate() can report, read from the domain's rule files (the codes are literals
 * there; the sofa rules prefix theirs with the furniture type). Parse errors are left out: they answer the
 * API and the loader, never the configurator's issue list.
 */
export function validationIssueCodes(): string[] {
  const codes = new Set<string>();
  for (const [file, family] of [['shelf/validate.ts', 'shelf'], ['wardrobe/rules.ts', 'wardrobe'], ['cushion/index.ts', 'cushion']] as const) {
    for (const m of read(file).matchAll(new RegExp(`['\`](${family}\\.(?!parse|option)[a-zA-Z_.]+)['\`]`, 'g'))) codes.add(m[1]!);
  }
  const sofa = read('sofa/rules.ts');
  const relative = new Set<string>();
  for (const m of sofa.matchAll(/\berr\(\s*(?:'[^']*'|`[^`]*`|at\([^)]*\)|[a-zA-Z_]+)\s*,\s*'([a-zA-Z_.]+)'/g)) relative.add(m[1]!);
  for (const m of sofa.matchAll(/`\$\{ft\}\.([a-zA-Z_.]+)`/g)) relative.add(m[1]!);
  for (const type of SOFA_TYPES) for (const code of relative) codes.add(`${type}.${code}`);
  return [...codes].sort();
}
