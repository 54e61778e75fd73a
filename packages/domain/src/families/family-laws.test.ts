import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxFamily } from '../design/test-family.ts';
import { expectPartsAndSceneAgree, familyLaws, familyWalk } from './family-laws.ts';

// The harness against a well-behaved fake family.
familyLaws(boxFamily(), { numRuns: 30 });

// And proof that it catches broken families: each bug must make a law fail.
describe('family laws catch broken families', () => {
  const steps = fc.array(fc.record({ view: fc.nat(), selection: fc.nat(), option: fc.nat() }), { maxLength: 30, size: 'max' });

  it('reaches rule errors and every view', () => {
    const views = new Set<string>();
    let refused = 0;
    fc.assert(
      fc.property(steps, (s) => {
        familyWalk(boxFamily(), s, (e) => {
          views.add(e.view);
          if (!e.result.ok) refused += 1;
        });
      }),
      { numRuns: 100, seed: 1 },
    );
    expect([...views].sort()).toEqual(['colors', 'default', 'modules', 'sizes']);
    expect(refused).toBeGreaterThan(0);
  });

  it('notices an invalid design, a mutation and a missing part', () => {
    const family = boxFamily({ invalid: true });
    const reachesInvalid = () =>
      fc.assert(
        fc.property(steps, (s) => {
          familyWalk(family, s, (e) => {
            if (e.result.ok) expect(family.validate(e.result.design).errors).toEqual([]);
          });
        }),
        { numRuns: 200, seed: 2 },
      );
    expect(reachesInvalid).toThrow();

    let mutations = 0;
    familyWalk(boxFamily({ mutate: true }), [{ view: 2, selection: 0, option: 2 }], (e) => {
      if (e.inputMutated) mutations += 1;
    });
    expect(mutations).toBe(1);

    const missing = boxFamily({ missingPart: true });
    expect(() => expectPartsAndSceneAgree(missing, { ...missing.defaults(), boxes: [{ length: 600, color: 'oak' }] })).toThrow(/invalid sku/);
  });
});
