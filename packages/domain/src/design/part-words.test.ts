import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mm } from '../units/index.ts';
import { familyWalk } from '../families/family-laws.ts';
import { FAMILIES, REFERENCE_DESIGNS } from '../families/registry.ts';
import type { FurnitureType } from './furniture-type.ts';
import { compareElements, compareParts } from './compare.ts';
import { partWordOf } from './part-words.ts';
import { testElement as el } from './test-elements.ts';

describe('compareParts', () => {
  it('groups the compare by part word, colour and size, across sections, with the totals of compareElements', () => {
    const before = [el({ section: 'c0' }), el({ section: 'c1' }), el({ type: 'wall', section: 'c0' }), el({ type: 'leg_classyc', invisible: true })];
    const after = [el({ section: 'c0' }), el({ section: 'c2', color: 'oak' }), el({ section: 'c3', color: 'oak' }), el({ type: 'top_board', section: 'c4' }), el({ type: 'leg_pyn' })];
    const parts = compareParts(before, after);
    const flat = compareElements(before, after);
    expect(parts.addedCount).toBe(flat.added.length);
    expect(parts.removedCount).toBe(flat.removed.length);
    expect(parts.removed).toEqual([
      { word: 'wall', color: 'white_u11209', length: 726, width: 342, height: 19, count: 1 },
      { word: 'board', color: 'white_u11209', length: 726, width: 342, height: 19, count: 1 },
    ]);
    // A top board is a board; two oak boards in two columns are one group of two; a visible leg is a leg.
    expect(parts.added.map((p) => [p.word, p.color, p.count])).toEqual([
      ['board', 'oak', 2],
      ['board', 'white_u11209', 1],
      ['leg', 'white_u11209', 1],
    ]);
    expect(compareParts(after, after)).toEqual({ added: [], removed: [], addedCount: 0, removedCount: 0 });
  });

  it('counts as many parts as compareElements for any two lists', () => {
    const element = fc.record({ section: fc.constantFrom('c0', 'c1'), type: fc.constantFrom('board', 'wall', 'door', 'leg_pyn'), color: fc.constantFrom('oak', 'white_u11209'), length: fc.constantFrom(mm(400), mm(726)) }).map((p) => el(p));
    fc.assert(
      fc.property(fc.array(element, { maxLength: 8 }), fc.array(element, { maxLength: 8 }), (a, b) => {
        const parts = compareParts(a, b);
        const flat = compareElements(a, b);
        expect([parts.addedCount, parts.removedCount]).toEqual([flat.added.length, flat.removed.length]);
        expect(parts.added.reduce((n, p) => n + p.count, 0)).toBe(flat.added.length);
        expect(parts.removed.reduce((n, p) => n + p.count, 0)).toBe(flat.removed.length);
      }),
    );
  });
});

describe('part words', () => {
  it('names every visible part of every family (defaults, reference designs, random walks) with a word of its own', () => {
    const unnamed = new Set<string>();
    for (const [type, family] of Object.entries(FAMILIES)) {
      const designs = [family.defaults(), ...Object.values(REFERENCE_DESIGNS[type as FurnitureType])];
      familyWalk(family, Array.from({ length: 120 }, (_, i) => ({ view: i * 7, option: i * 13, selection: i })), (event) => {
        if (event.result.ok) designs.push(event.result.design);
      });
      for (const design of designs) for (const element of family.elements(design)) if (element.invisible !== true && partWordOf(element.type) === 'part') unnamed.add(`${type} ${element.type}`);
    }
    expect([...unnamed]).toEqual([]);
  });
});
