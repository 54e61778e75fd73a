import { FAMILIES, sceneObjects, type DesignBase, type FurnitureType } from '@masswerk/domain';
import { describe, expect, it } from 'vitest';
import { handleOption, handlePlans, insertPlans } from './handles';
import { viewOptions } from './view-options';
import { handleAnchor, nearestIndex } from './viewer/handle-anchor';

const plansOf = (type: FurnitureType, view: string, selection: string[], design?: DesignBase) => {
  const family = FAMILIES[type];
  const d = design ?? family.defaults();
  return { family, design: d, plans: handlePlans(viewOptions(family as never, d as never, view, selection), selection) };
};

describe('handlePlans', () => {
  it('gives a shelf column a width handle over the whole range and a height handle over the allowed heights', () => {
    const { plans } = plansOf('shelf', 'default', ['c1']);
    const width = plans.find((p) => p.side === 'right' && p.kind === 'size')!;
    expect(width.range?.type).toBe('column-length');
    expect(width.values![0]).toBe(365);
    expect(width.values!.at(-1)).toBe(726);
    expect(width.value).toBe(726);
    expect(width.sections).toEqual(['c1']);
    const height = plans.find((p) => p.side === 'top')!;
    expect(height.cluster?.type).toBe('column-height');
    // Heights the rules forbid for this shelf (too tall on its legs) are no values of the handle.
    expect(height.values).toEqual([2, 3, 4, 6, 8]);
    expect(height.value).toBe(6);
  });

  it('applies a dragged value as the panel’s own option (the range’s, or the button’s)', () => {
    const { plans, family, design } = plansOf('shelf', 'default', ['c1']);
    const width = plans.find((p) => p.side === 'right' && p.kind === 'size')!;
    const option = handleOption(width, 500)!;
    expect(option).toMatchObject({ action: 'update', group: 'width', type: 'column-length', value: 500 });
    const next = family.apply(design as never, option, ['c1']);
    expect(family.sections(next)[1]!.label).toContain('50 ×');
    const height = plans.find((p) => p.side === 'top')!;
    expect(handleOption(height, 4)).toMatchObject({ type: 'column-height', value: 4 });
    expect(handleOption(height, null)).toBeNull();
  });

  it('offers a "+" only where a part fits: a sofa module at the right end, no column on a shelf already at its legs’ limit', () => {
    const sofa = plansOf('joyn', 'default', []).plans.filter((p) => p.kind === 'add');
    expect(sofa.map((p) => p.id)).toEqual(['add:right']);
    expect(sofa[0]!.option).toMatchObject({ type: 'addModule', value: 'base', isDisabled: false });
    expect(plansOf('shelf', 'default', ['c1']).plans.filter((p) => p.kind === 'add')).toEqual([]);
    const { family, design, plans } = plansOf('joyn', 'default', []);
    const added = family.apply(design as never, handleOption(plans.find((p) => p.kind === 'add')!, null)!, []);
    expect(family.sections(added)).toHaveLength(2);
  });

  it('adds a shelf column on either end when one fits', () => {
    const shelf = FAMILIES.shelf;
    const narrow = shelf.apply(shelf.defaults(), { action: 'update', group: 'width', type: 'column-length', value: 365, text: '', isDisabled: false, isSelected: false }, ['c0', 'c1', 'c2']);
    const adds = plansOf('shelf', 'default', [], narrow).plans.filter((p) => p.kind === 'add');
    expect(adds.map((p) => `${p.side}:${String(p.option?.value)}`)).toEqual(['left:left', 'right:right']);
  });

  it('offers a "+" between two columns where the rules let the end "+" insert one, and it inserts there', () => {
    const shelf = FAMILIES.shelf;
    const narrow = shelf.apply(shelf.defaults(), { action: 'update', group: 'width', type: 'column-length', value: 365, text: '', isDisabled: false, isSelected: false }, ['c0', 'c1', 'c2']);
    const { plans } = plansOf('shelf', 'default', [], narrow);
    const between = insertPlans(shelf, narrow, plans);
    expect(between.map((p) => [p.id, p.side, ...p.sections])).toEqual([
      ['add:at:1', 'between', 'c0', 'c1'],
      ['add:at:2', 'between', 'c1', 'c2'],
    ]);
    type Columns = { columns: unknown[] };
    const next = shelf.apply(narrow, handleOption(between[1]!, null)!, []) as unknown as Columns;
    expect(next.columns).toHaveLength(4);
    expect(next.columns[3]).toEqual((narrow as unknown as Columns).columns[2]);
    // None at the legs' length limit, as at the ends.
    const full = shelf.defaults();
    expect(insertPlans(shelf, full, plansOf('shelf', 'default', [], full).plans)).toEqual([]);
  });

  it('offers a "+" between two sofa modules, with a seat module', () => {
    const joyn = FAMILIES.joyn;
    const { plans, design } = plansOf('joyn', 'default', []);
    const two = joyn.apply(design, handleOption(plans.find((p) => p.kind === 'add')!, null)!, []);
    const between = insertPlans(joyn, two, plansOf('joyn', 'default', [], two).plans);
    expect(between.map((p) => p.sections)).toEqual([['m0', 'm1']]);
    expect(between[0]!.option).toMatchObject({ type: 'addModule', value: 'base', at: 1 });
    expect(joyn.sections(joyn.apply(two, between[0]!.option!, []))).toHaveLength(3);
  });

  it('has no handles where a view offers no size or add (the review, the cushion’s colours)', () => {
    expect(plansOf('shelf', 'review', []).plans).toEqual([]);
    expect(plansOf('cushion', 'colors', []).plans).toEqual([]);
  });
});

describe('handleAnchor', () => {
  const scene = sceneObjects(FAMILIES.shelf.elements(FAMILIES.shelf.defaults()));
  it('sits on the selected column’s right end half way up, in front of the piece', () => {
    const a = handleAnchor(scene, ['c0'], 'right')!;
    const all = handleAnchor(scene, [], 'right')!;
    expect(a.at[0]).toBeLessThan(all.at[0]);
    expect(a.axis).toEqual([1, 0, 0]);
    expect(a.at[2]).toBeGreaterThan(Math.max(...scene.map((o) => o.center.z)));
  });
  it('sits on the top for a height, and on the whole piece for an unknown section', () => {
    const top = handleAnchor(scene, ['zz'], 'top')!;
    expect(top.axis).toEqual([0, 1, 0]);
    expect(top.at[1]).toBeCloseTo(Math.max(...scene.map((o) => o.center.y + o.size.y / 2)));
    expect(handleAnchor([], [], 'left')).toBeNull();
  });
  it('puts a "+" between two columns on their seam, in front', () => {
    const at = handleAnchor(scene, ['c0', 'c1'], 'between')!;
    const c0 = handleAnchor(scene, ['c0'], 'right')!;
    expect(Math.abs(at.at[0] - c0.at[0])).toBeLessThan(2);
    expect(at.at[2]).toBeGreaterThan(Math.max(...scene.map((o) => o.center.z)));
    expect(handleAnchor(scene, ['c0', 'zz'], 'between')).toBeNull();
  });
  it('finds the nearest allowed value', () => {
    expect(nearestIndex([2, 3, 4, 6, 8], 5.2)).toBe(3);
    expect(nearestIndex([2, 3, 4], -1)).toBe(0);
  });
});
