import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DesignRuleError } from '../family.ts';
import { rangeOption } from '../kit/range.ts';
import { DRILLING_PITCH, MAX_HEIGHT, MIN_HEIGHT } from './constants.ts';
import { wardrobeDefaults } from './design.ts';
import { wardrobeFamily } from './index.ts';
import { wardrobeApply, wardrobeOptionRange, wardrobeOptions } from './options.ts';
import { wardrobeReferenceDesigns } from './reference-designs.ts';

describe('wardrobe height range', () => {
  it('offers 200 to 280 cm in drilling-pitch steps where the heights are offered', () => {
    const design = wardrobeDefaults();
    expect(wardrobeFamily.optionRange(design, 'elements', [])).toEqual({
      action: 'update',
      group: 'dimensions',
      type: 'height',
      min: MIN_HEIGHT,
      max: MAX_HEIGHT,
      step: DRILLING_PITCH,
      unit: 'mm',
      value: design.height,
    });
    expect(wardrobeOptionRange(design, 'doors', [])).toBeNull();
    // 2100 lies between two holes: it snaps to 2096 (2000 + 3 × 32).
    const next = wardrobeApply(design, rangeOption(wardrobeOptionRange(design, 'elements', [])!, 2100), []);
    expect(next.height).toBe(2096);
  });

  it('spans exactly the heights the options offer enabled, each applying (property)', () => {
    const designs = Object.values(wardrobeReferenceDesigns);
    fc.assert(
      fc.property(fc.constantFrom(...designs), fc.integer({ min: 1500, max: 3300 }), (design, wanted) => {
        const range = wardrobeOptionRange(design, 'elements', []);
        const enabled = wardrobeOptions(design, 'elements', []).filter((o) => o.group === 'dimensions' && o.type === 'height' && !o.isDisabled).map((o) => Number(o.value));
        if (range === null) return;
        expect([range.min, range.max]).toEqual([Math.min(...enabled), Math.max(...enabled)]);
        const option = rangeOption(range, wanted);
        expect(enabled).toContain(option.value);
        expect(wardrobeApply(design, option, []).height).toBe(option.value);
        expect(() => wardrobeApply(design, { ...option, value: range.max + DRILLING_PITCH }, [])).toThrow(DesignRuleError);
      }),
      { numRuns: 60 },
    );
  });
});
