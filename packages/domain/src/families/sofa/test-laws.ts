/**
 * Test helper: the sofa laws on top of the core's family laws: no design longer than 10 m is ever
 * accepted, remove deletes the selected module, and every reference design is valid and round-trips.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parts } from '../../catalogue/parts.ts';
import { decodeDesign, encodeDesign } from '../../design/encoding.ts';
import type { DesignBase, Family } from '../family.ts';
import { DesignRuleError } from '../family.ts';
import { familyLaws, familyWalk } from '../family-laws.ts';
import { MAX_SOFA_LENGTH } from './rules.ts';

/** Defines the family laws and the sofa laws for one sofa family. */
export function sofaLaws<D extends DesignBase & { modules: unknown[] }>(family: Family<D>, references: Readonly<Record<string, D>>): void {
  familyLaws(family, { numRuns: 25, maxSteps: 30 });

  describe(`sofa laws: ${family.furniture_type}`, () => {
    it('never accepts a sofa longer or deeper than 10 m, however modules are added', () => {
      // Adding only: walks that keep choosing module options grow the sofa to the limit.
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 20, maxLength: 60 }), fc.nat(), (choices, sel) => {
          let design = family.defaults();
          for (const c of choices) {
            const selection = [`m${sel % design.modules.length}`];
            const adds = family.options(design, 'seat-modules', selection).concat(family.options(design, 'corner-modules', selection), family.options(design, 'lounge', selection));
            const enabled = adds.filter((o) => !o.isDisabled);
            const option = enabled[c % Math.max(1, enabled.length)];
            if (option === undefined) break;
            try {
              design = family.apply(design, option, selection);
            } catch (e) {
              if (!(e instanceof DesignRuleError)) throw e;
            }
            const d = family.dimensions(design);
            expect(d.length).toBeLessThanOrEqual(MAX_SOFA_LENGTH);
            expect(d.width).toBeLessThanOrEqual(MAX_SOFA_LENGTH);
          }
          expect(family.validate(design).errors).toEqual([]);
        }),
        { numRuns: 15 },
      );
    });

    it("'remove' deletes the selected module and keeps the sofa valid", () => {
      const design = references['U'] ?? family.defaults();
      const n = design.modules.length;
      for (let i = 0; i < n; i++) {
        const remove = family.options(design, 'modules', [`m${i}`]).find((o) => o.action === 'remove');
        expect(remove).toBeDefined();
        if (remove === undefined || remove.isDisabled) {
          expect(remove?.message ?? '').not.toBe('');
          continue;
        }
        const next = family.apply(design, remove, [`m${i}`]);
        expect(next.modules.length).toBe(n - 1);
        expect(family.validate(next).errors).toEqual([]);
      }
    });

    it('walks from the defaults never leave a design longer than 10 m', () => {
      fc.assert(
        fc.property(fc.array(fc.record({ view: fc.nat(), selection: fc.nat(), option: fc.nat() }), { maxLength: 40, size: 'max' }), (steps) => {
          familyWalk(family, steps, (event) => {
            if (event.result.ok) expect(family.dimensions(event.result.design).length).toBeLessThanOrEqual(MAX_SOFA_LENGTH);
          });
        }),
        { numRuns: 15 },
      );
    });

    it.each(Object.entries(references))('reference %s is valid, has parts and round-trips', (_name, design) => {
      expect(family.validate(design).errors).toEqual([]);
      expect(family.validate(design).warnings).toEqual([]);
      expect(() => parts(family.elements(design), family.catalogue)).not.toThrow();
      const parsed = family.parse(decodeDesign(encodeDesign(design)));
      expect(parsed).toEqual({ ok: true, design });
    });

    it('has a largest reference design close to 10 m', () => {
      const largest = references['largest'];
      expect(largest).toBeDefined();
      if (largest === undefined) return;
      expect(family.dimensions(largest).length).toBeGreaterThan(9500);
      expect(family.dimensions(largest).length).toBeLessThanOrEqual(MAX_SOFA_LENGTH);
    });
  });
}
