import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DesignRuleError } from '../family.ts';
import { wardrobeCatalogue } from './catalogue.ts';
import { MAX_TOTAL_LENGTH } from './constants.ts';
import { wardrobeDefaults, wardrobeParse } from './design.ts';
import type { WardrobeDesign } from './design.ts';
import { wardrobeElements } from './elements.ts';
import { wardrobeApply, wardrobeOptions } from './options.ts';
import { wardrobeReferenceDesigns } from './reference-designs.ts';
import { wardrobeTotalLength, wardrobeValidate } from './rules.ts';

const VIEWS = [
  'elements',
  'doors',
  'handles/all',
  'handles/turning',
  'handles/sliding',
  'interiors/board',
  'interiors/closet_rod',
  'interiors/garment_lift',
  'interiors/pant_hanger',
  'interiors/solid_drawer',
  'interiors/glass_drawer',
  'interiors/small_drawer',
  'interiors/shoes_drawer',
  'colors/whole',
  'colors/corpuses',
  'colors/drawers',
  'colors/boards',
  'colors/doors',
  'colors/handles',
  'colors/outer_walls',
];

const starts: WardrobeDesign[] = [wardrobeDefaults(), ...Object.values(wardrobeReferenceDesigns)];

const step = fc.record({
  view: fc.constantFrom(...VIEWS),
  module: fc.option(fc.nat(6), { nil: undefined }),
  pick: fc.nat(10_000),
  // Mostly enabled options, sometimes a disabled one, to check that apply refuses it.
  disabled: fc.boolean(),
});

function check(design: WardrobeDesign): void {
  expect(wardrobeValidate(design).errors).toEqual([]);
  expect(wardrobeTotalLength(design)).toBeLessThanOrEqual(MAX_TOTAL_LENGTH);
  expect(wardrobeParse(JSON.parse(JSON.stringify(design)))).toEqual({ ok: true, design });
  for (const el of wardrobeElements(design)) {
    const hits = wardrobeCatalogue.filter(
      (c) =>
        c.type === el.type &&
        el.length >= c.length[0] && el.length <= c.length[1] &&
        el.width >= c.width[0] && el.width <= c.width[1] &&
        el.height >= c.height[0] && el.height <= c.height[1],
    );
    expect(hits, `${el.type} ${el.length}x${el.width}x${el.height}`).toHaveLength(1);
  }
}

describe('random editing sessions', () => {
  it('keep every design valid, and options agree with apply', () => {
    fc.assert(
      fc.property(fc.nat(starts.length - 1), fc.array(step, { minLength: 1, maxLength: 12 }), (start, steps) => {
        let design = starts[start] ?? wardrobeDefaults();
        for (const s of steps) {
          const selection = s.module === undefined ? [] : [`m${s.module % design.modules.length}`];
          const options = wardrobeOptions(design, s.view, selection).filter((o) => o.isDisabled === s.disabled);
          const option = options[s.pick % Math.max(1, options.length)];
          if (option === undefined) continue;
          if (option.isDisabled) {
            expect(option.message).toMatch(/^[A-Z].+[.)]$/);
            expect(() => wardrobeApply(design, option, selection)).toThrow(DesignRuleError);
          } else {
            const next = wardrobeApply(design, option, selection);
            check(next);
            design = next;
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('toggling an interior twice gives the design back', () => {
    fc.assert(
      fc.property(fc.nat(starts.length - 1), fc.constantFrom(...VIEWS.filter((v) => v.startsWith('interiors/'))), fc.nat(1000), (start, view, pick) => {
        const design = starts[start] ?? wardrobeDefaults();
        const enabled = wardrobeOptions(design, view, ['m0']).filter((o) => !o.isDisabled);
        const option = enabled[pick % Math.max(1, enabled.length)];
        if (option === undefined) return;
        const once = wardrobeApply(design, option, ['m0']);
        const twice = wardrobeApply(once, option, ['m0']);
        const sortInteriors = (d: WardrobeDesign) => d.modules.map((m) => [...m.corpus.interiors].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
        expect(sortInteriors(twice)).toEqual(sortInteriors(design));
      }),
      { numRuns: 100 },
    );
  });
});
