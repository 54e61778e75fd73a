import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parts } from '../../catalogue/parts.ts';
import { DesignRuleError } from '../family.ts';
import { shelfCatalogue } from './catalogue.ts';
import type { ShelfDesign } from './design.ts';
import { shelfDefaults } from './design.ts';
import { shelfElements } from './elements.ts';
import { shelfApply, shelfOptions } from './options.ts';
import { shelfReferenceDesigns } from './reference-designs.ts';
import { shelfValidate } from './rules.ts';
import { SHELF_VIEW_IDS } from './views.ts';

// The core's familyLaws walk from the defaults; these walks start from every reference shelf (hanging,
// socle, metal bars, the largest) and also try disabled options, which must be refused with a message.
const step = fc.record({ view: fc.nat(), selection: fc.nat(), option: fc.nat(), disabled: fc.boolean() });

describe('shelf properties', () => {
  it('random operations from any reference shelf stay valid or are refused with a message', () => {
    fc.assert(
      fc.property(fc.nat(Object.keys(shelfReferenceDesigns).length - 1), fc.array(step, { maxLength: 12 }), (start, steps) => {
        let design: ShelfDesign = Object.values(shelfReferenceDesigns)[start] ?? shelfDefaults();
        const initialErrors = shelfValidate(design).errors;
        expect(initialErrors).toEqual([]);
        for (const s of steps) {
          const view = SHELF_VIEW_IDS[s.view % SHELF_VIEW_IDS.length] ?? 'width';
          const ids = design.columns.map((_, i) => `c${i}`);
          const selection = ids.filter((_, i) => ((s.selection >> i) & 1) === 1);
          const options = shelfOptions(design, view, selection).filter((o) => o.isDisabled === s.disabled);
          const option = options[s.option % Math.max(1, options.length)];
          if (option === undefined) continue;
          const before = JSON.stringify(design);
          if (option.isDisabled) {
            expect(() => shelfApply(design, option, selection)).toThrow(DesignRuleError);
            continue;
          }
          const next = shelfApply(design, option, selection);
          expect(JSON.stringify(design)).toBe(before);
          expect(shelfValidate(next).errors).toEqual([]);
          expect(() => parts(shelfElements(next), shelfCatalogue)).not.toThrow();
          design = next;
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
