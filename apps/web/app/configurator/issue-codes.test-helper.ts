import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Sofa lines whose rules share sofa/rules.ts; their codes are `${furniture_type}.${code}`. */
const SOFA_TYPES = ['joyn', 'lyvyn', 'flayr', 'pyllow'] as const;

// The domain's source lies four folders up from this file (apps/web/app/configurator).
const read = (path: string): string => readFileSync(resolve(import.meta.dirname, '../../../../packages/domain/src/families', path), 'utf8');

/** The rule files of the domain and the families whose codes they write (kit files serve several). */
const RULE_FILES: readonly (readonly [string, readonly string[]])[] = [
  ['shelf/rules.ts', ['shelf']],
  ['kit/features.ts', ['shelf', 'wardrobe']],
  ['wardrobe/rules.ts', ['wardrobe']],
  ['cushion/rules.ts', ['cushion']],
  ['sofa/rules.ts', SOFA_TYPES],
];

/**
 * Every code a family's validate() can report, read from the domain's rule files: the codes are literals
 * there, written without the family (the issue collector adds it) or, in older files, with it. Parse errors
 * are left out: they answer the API and the loader, never the configurator's issue list.
 */
export function validationIssueCodes(): string[] {
  const codes = new Set<string>();
  for (const [file, families] of RULE_FILES) {
    for (const m of read(file).matchAll(/\b(?:err|error|warn)\(\s*(?:'[^']*'|`[^`]*`|at\([^)]*\)|[a-zA-Z_.]+)\s*,\s*'([a-zA-Z_.]+)'/g)) {
      const code = m[1]!;
      for (const family of families) {
        const full = code.startsWith(`${family}.`) ? code : `${family}.${code}`;
        if (!/\.(parse|option)\./.test(full)) codes.add(full);
      }
    }
  }
  return [...codes].sort();
}
