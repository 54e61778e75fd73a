import { describe, expect, it } from 'vitest';
import type { ConfigurationOption } from '../family.ts';
import { DesignRuleError } from '../family.ts';
import { shelfColumn, shelfDefaults } from './design.ts';
import type { ShelfDesign } from './design.ts';
import { shelfApply, shelfOptions } from './options.ts';
import { columns, shelfWith } from './test-helpers.ts';
import { shelfValidate } from './rules.ts';
import { SHELF_SUB_VIEWS, SHELF_VIEW_IDS, shelfViews } from './views.ts';

const find = (design: ShelfDesign, view: string, type: string, value: ConfigurationOption['value'], selection: string[] = []): ConfigurationOption => {
  const option = shelfOptions(design, view, selection).find((o) => o.type === type && o.value === value);
  if (option === undefined) throw new Error(`no option ${type}=${String(value)} in ${view}`);
  return option;
};
const apply = (design: ShelfDesign, view: string, type: string, value: ConfigurationOption['value'], selection: string[] = []): ShelfDesign =>
  shelfApply(design, find(design, view, type, value, selection), selection);

describe('shelf views', () => {
  it('has the spec tabs, next labels and colour groups', () => {
    expect(shelfViews.desktop.id).toBe('default');
    expect(shelfViews.mobile.map((v) => v.id)).toEqual(['modules', 'elements', 'colors', 'review']);
    expect(shelfViews.nextLabels).toEqual(['To styles', 'To dimensions', 'To boards', 'To fronts', 'To backwalls', 'To colors', 'To review']);
    expect(shelfViews.colorGroups).toEqual(['whole', 'boards', 'metalBars', 'walls', 'fronts', 'handles', 'backwalls', 'feet', 'hanging', 'socle']);
    const review = shelfViews.mobile.find((v) => v.id === 'review');
    const colors = shelfViews.mobile.find((v) => v.id === 'colors');
    expect(review?.maxZoom).toBe(1);
    expect(colors?.maxZoom).toBe(1.8);
    expect(review?.cameras['default']?.polar).toBeLessThan(colors?.cameras['default']?.polar ?? 0);
    // Every sub-view a tab lists is answered by options().
    for (const v of [shelfViews.desktop, ...shelfViews.mobile]) for (const s of v.subViews) expect(SHELF_VIEW_IDS).toContain(s);
  });

  it('answers every sub-view, and an enabled option always applies while a disabled one throws its message', () => {
    const designs = [shelfDefaults(), shelfWith(columns(2, 564, 6), 'SOCLE', { boardType: 'metalBar' })];
    for (const design of designs) {
      for (const view of Object.keys(SHELF_SUB_VIEWS)) {
        for (const selection of [[], ['c1']]) {
          for (const option of shelfOptions(design, view, selection)) {
            if (option.isDisabled) {
              expect(option.message, `${view} ${option.type} ${String(option.value)}`).toBeTruthy();
              expect(() => shelfApply(design, option, selection)).toThrow(option.message);
            } else {
              expect(shelfValidate(shelfApply(design, option, selection)).errors).toEqual([]);
            }
          }
        }
      }
    }
  });
});

describe('shelf options: dimensions and columns', () => {
  it('changes width, height and depth of the selected column only', () => {
    let d = apply(shelfDefaults(), 'width', 'column-length', 564, ['c1']);
    d = apply(d, 'height', 'column-height', 8, ['c1']);
    d = apply(d, 'depth', 'column-depth', 470, ['c1']);
    expect(d.columns.map((c) => [c.length, c.heightInSections, c.width])).toEqual([[726, 6, 342], [564, 8, 470], [726, 6, 342]]);
    // The shared walls rise with the taller column; the old top board stays as a shelf board.
    expect(d.columns[0]?.wallRight.heightInSections).toBe(8);
    expect(d.columns[2]?.wallLeft.heightInSections).toBe(8);
    expect(d.columns[1]?.boards.map((b) => b.sectionIndex)).toEqual([0, 2, 4, 6, 8]);
  });

  it('applies a continuous width that is not offered as a standard option', () => {
    const d = shelfDefaults();
    const option = { ...find(d, 'width', 'column-length', 564), value: 480 };
    expect(shelfApply(d, option, ['c0']).columns[0]?.length).toBe(480);
    expect(() => shelfApply(d, { ...option, value: 300 }, ['c0'])).toThrow(/Column 1 is 30 cm wide/);
  });

  it('disables heights the legs cannot carry, with the reason', () => {
    const option = find(shelfDefaults(), 'height', 'column-height', 10);
    expect(option.isDisabled).toBe(true);
    expect(option.message).toBe('A shelf on straight legs can be at most 8 sections high, this one has 10; lower it or choose other legs.');
    expect(find(shelfWith(columns(2), 'AYR'), 'height', 'column-height', 18).isDisabled).toBe(false);
  });

  it('lowering a column drops what no longer fits', () => {
    let d = apply(shelfDefaults(), 'fronts-add', 'front-add', 'door:2:4', ['c0']);
    d = apply(d, 'height', 'column-height', 4, ['c0']);
    expect(d.columns[0]?.fronts).toEqual([]);
    expect(d.columns[0]?.boards.map((b) => b.sectionIndex)).toEqual([0, 2, 4]);
  });

  it('adds columns up to 11, not 12', () => {
    let d = shelfWith(columns(10, 250), 'AYR');
    d = apply(d, 'modules', 'column-add', 'right');
    expect(d.columns).toHaveLength(11);
    const twelfth = find(d, 'modules', 'column-add', 'right');
    expect(twelfth).toMatchObject({ isDisabled: true, message: 'A shelf has at most 11 columns.' });
    expect(find(d, 'modules', 'column', 'selected', ['c0'])).toMatchObject({ action: 'duplicate', isDisabled: true });
  });

  it('disables a column that would make the shelf too long for its legs', () => {
    const option = find(shelfDefaults(), 'modules', 'column-add', 'right');
    expect(option.isDisabled).toBe(true);
    expect(option.message).toMatch(/^A shelf on straight legs must be 40.5 cm to 233 cm long, this one is 299.9 cm/);
  });

  it('removes and duplicates the selected column', () => {
    const d = apply(shelfDefaults(), 'width', 'column-length', 365, ['c2']);
    const removeNone = shelfOptions(d, 'modules', []).find((o) => o.action === 'remove');
    expect(removeNone).toMatchObject({ isDisabled: true, message: 'Select the column to remove first.' });
    const remove = shelfOptions(d, 'modules', ['c0']).find((o) => o.action === 'remove');
    if (remove === undefined) throw new Error('no remove option');
    const removed = shelfApply(d, remove, ['c0']).columns;
    expect(removed.map((c) => c.length)).toEqual([726, 365]);
    const two = shelfWith([shelfColumn(564, 4), shelfColumn(365, 6)], 'CLASSYC');
    const dup = shelfApply(two, { ...find(two, 'modules', 'column', 'selected', ['c1']) }, ['c1']);
    expect(dup.columns.map((c) => c.length)).toEqual([564, 365, 365]);
    expect(shelfValidate(dup).errors).toEqual([]);
    const one = shelfWith([shelfColumn(564, 4)], 'CLASSYC');
    expect(shelfOptions(one, 'modules', ['c0']).find((o) => o.action === 'remove')?.message).toBe('A shelf needs at least one column; keep one.');
  });
});

describe('shelf options: styles and legs', () => {
  it('switches style and leg type together and keeps a valid foot colour', () => {
    const hanging = apply(shelfDefaults(), 'styles', 'style', 'AYR');
    expect(hanging.feet).toEqual({ type: 'hanging', color: 'metal_stainless', platform: false });
    const socle = apply(hanging, 'dimensions-legs', 'mounting', 'socle');
    expect(socle.style).toBe('SOCLE');
    const platform = apply(socle, 'legs', 'platform', true);
    expect(platform.feet.platform).toBe(true);
    const hairpin = apply(socle, 'legs', 'legType', 'hairpin');
    expect(hairpin).toMatchObject({ style: 'SPYN', feet: { type: 'hairpin', platform: false } });
    expect(find(hairpin, 'legs', 'platform', true)).toMatchObject({ isDisabled: true });
  });

  it('disables metal bars for non-standard widths', () => {
    const d = apply(shelfDefaults(), 'width', 'column-length', 365, ['c0']);
    expect(find(d, 'styles', 'boardType', 'metalBar').isDisabled).toBe(false);
    const custom = shelfApply(d, { ...find(d, 'width', 'column-length', 365), value: 500 }, ['c1']);
    expect(find(custom, 'styles', 'boardType', 'metalBar')).toMatchObject({ isDisabled: true, message: expect.stringMatching(/^Metal bars come only for columns 25 cm, 36.5 cm, 56.4 cm or 72.6 cm wide/) });
  });

  it('offers baseboard cuts, but not on a hanging shelf', () => {
    const cuts = shelfOptions(shelfDefaults(), 'baseboard-cuts', []);
    expect(cuts).toHaveLength(1 + 4 * 2);
    expect(apply(shelfDefaults(), 'baseboard-cuts', 'baseboard-cut', '8.5:4.5').baseboardCut).toEqual({ height: 8.5, depth: 4.5 });
    const hanging = apply(shelfDefaults(), 'styles', 'style', 'AYR');
    expect(find(hanging, 'baseboard-cuts', 'baseboard-cut', '6:2')).toMatchObject({ isDisabled: true });
  });
});

describe('shelf options: boards, fronts, backwalls', () => {
  it('adds and deletes boards; bottom and top stay', () => {
    const d = apply(shelfDefaults(), 'boards-add', 'board-add', 1, ['c0']);
    expect(d.columns[0]?.boards.map((b) => b.sectionIndex)).toEqual([0, 1, 2, 4, 6]);
    expect(find(d, 'boards-add', 'board-add', 1, ['c0'])).toMatchObject({ isDisabled: true });
    const deleted = apply(d, 'boards-delete', 'board-delete', 2, ['c0']);
    expect(deleted.columns[0]?.boards.map((b) => b.sectionIndex)).toEqual([0, 1, 4, 6]);
    expect(shelfOptions(d, 'boards-delete', []).map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
  });

  it('adds doors and drawers where they fit, disabled where a board or front is in the way', () => {
    const d = shelfDefaults();
    expect(find(d, 'fronts-add', 'front-add', 'drawer:2:1', ['c0'])).toMatchObject({ isDisabled: true, message: expect.stringContaining('without a board in between') });
    const withDrawer = apply(d, 'fronts-add', 'front-add', 'drawer:2:0', ['c0']);
    expect(withDrawer.columns[0]?.fronts).toEqual([{ type: 'drawer', sectionIndex: 0, heightInSections: 2, color: 'white_u11209', handle: { type: 'bar', color: 'aluminium' }, hinge: 'left' }]);
    expect(find(withDrawer, 'fronts-add', 'front-add', 'door:2:1', ['c0']).isDisabled).toBe(true);
    expect(find(withDrawer, 'fronts-add', 'front-add', 'door:4:2', ['c0']).isDisabled).toBe(false);
    const deleted = apply(withDrawer, 'fronts-delete', 'front-delete', 0, ['c0']);
    expect(deleted.columns[0]?.fronts).toEqual([]);
  });

  it('sets initial handles on all fronts and changes handles of the selected columns', () => {
    let d = apply(shelfDefaults(), 'fronts-add', 'front-add', 'door:2:0');
    d = apply(d, 'fronts-initial-handles', 'handle-initial', 'knob');
    expect(d.handle.type).toBe('knob');
    expect(d.columns.every((c) => c.fronts.every((f) => f.handle.type === 'knob'))).toBe(true);
    d = apply(d, 'fronts-change-handles', 'handle-change', 'none', ['c1']);
    expect(d.columns.map((c) => c.fronts[0]?.handle.type)).toEqual(['knob', 'none', 'knob']);
  });

  it('covers a whole column with backwalls and adds partial ones', () => {
    const whole = apply(shelfDefaults(), 'backwalls-whole', 'backwall-whole', true, ['c0']);
    expect(whole.columns[0]?.backwalls.map((b) => [b.sectionIndex, b.heightInSections])).toEqual([[0, 4], [4, 2]]);
    expect(find(whole, 'backwalls-whole', 'backwall-whole', true, ['c0']).isSelected).toBe(true);
    expect(find(whole, 'backwalls-partial', 'backwall-add', '1:3', ['c0']).isDisabled).toBe(true);
    const partial = apply(shelfDefaults(), 'backwalls-partial', 'backwall-add', '2:3', ['c1']);
    expect(partial.columns[1]?.backwalls).toEqual([{ sectionIndex: 3, heightInSections: 2, color: 'white_u11209' }]);
    expect(apply(partial, 'backwalls-partial', 'backwall-delete', 3, ['c1']).columns[1]?.backwalls).toEqual([]);
  });
});

describe('shelf options: colours and scenes', () => {
  it('colours per group; groups that do not apply are disabled with a reason', () => {
    const d = apply(shelfDefaults(), 'colors-boards', 'color-boards', 'oak', ['c2']);
    expect(d.columns.map((c) => c.boards[0]?.color)).toEqual(['white_u11209', 'white_u11209', 'oak']);
    const walls = apply(d, 'colors-walls', 'color-walls', 'walnut', ['c0']);
    expect(walls.columns.map((c) => [c.wallLeft.color, c.wallRight.color])).toEqual([['walnut', 'walnut'], ['walnut', 'white_u11209'], ['white_u11209', 'white_u11209']]);
    expect(shelfValidate(walls).errors).toEqual([]);
    expect(find(d, 'colors-hanging', 'color-hanging', 'metal_black')).toMatchObject({ isDisabled: true, message: 'Only a hanging shelf has hanging fittings to colour.' });
    expect(find(d, 'colors-metalBars', 'color-metalBars', 'metal_black').isDisabled).toBe(true);
    expect(apply(d, 'colors-feet', 'color-feet', 'walnut').feet.color).toBe('walnut');
    const whole = apply(d, 'colors-whole', 'color-whole', 'black_u12001');
    expect(whole.columns.every((c) => c.boards.every((b) => b.color === 'black_u12001'))).toBe(true);
  });

  it('colours socle segments independently unless it is a platform', () => {
    const socle = apply(shelfDefaults(), 'styles', 'style', 'SOCLE');
    const one = apply(socle, 'colors-socle', 'color-socle', 'oak', ['c1']);
    expect(one.columns.map((c) => c.socleColor)).toEqual([undefined, 'oak', undefined]);
    const all = apply(one, 'colors-socle', 'color-socle', 'walnut');
    expect(all.feet.color).toBe('walnut');
    expect(all.columns.map((c) => c.socleColor)).toEqual([undefined, undefined, undefined]);
  });

  it('offers the three scenes in the review', () => {
    expect(shelfOptions(shelfDefaults(), 'review', []).map((o) => [o.value, o.text, o.isSelected])).toEqual([
      ['natural_wood', 'Natural wood', true],
      ['beton_living', 'Beton living', false],
      ['industrial_loft', 'Industrial loft', false],
    ]);
  });

  it('throws a DesignRuleError for options it does not know', () => {
    expect(() => shelfApply(shelfDefaults(), { action: 'update', group: 'x', type: 'nope', value: 1, text: '', isDisabled: false, isSelected: false }, [])).toThrow(DesignRuleError);
  });
});

describe('shelf options: selected colours', () => {
  it('marks the colour all parts of the group carry', () => {
    const d = shelfDefaults();
    expect(shelfOptions(d, 'colors-boards', []).filter((o) => o.isSelected).map((o) => o.value)).toEqual(['white_u11209']);
    expect(shelfOptions(d, 'colors-feet', []).filter((o) => o.isSelected).map((o) => o.value)).toEqual(['oak']);
    const mixed = apply(d, 'colors-boards', 'color-boards', 'oak', ['c2']);
    expect(shelfOptions(mixed, 'colors-boards', []).filter((o) => o.isSelected)).toEqual([]);
    expect(shelfOptions(mixed, 'colors-boards', ['c2']).filter((o) => o.isSelected).map((o) => o.value)).toEqual(['oak']);
  });
});

describe('shelf options: wall extensions', () => {
  it('raises the walls of the selected column above its top board, and lowers them again', () => {
    const d = shelfWith(columns(3, 564, 4), 'CLASSYC');
    const raised = apply(d, 'height', 'wall-extension', 2, ['c2']);
    expect(raised.columns.map((c) => [c.wallLeft.heightInSections, c.wallRight.heightInSections])).toEqual([[4, 4], [4, 6], [6, 6]]);
    expect(shelfValidate(raised).errors).toEqual([]);
    expect(find(raised, 'height', 'wall-extension', 2, ['c2']).isSelected).toBe(true);
    const lowered = apply(raised, 'height', 'wall-extension', 0, ['c2']);
    expect(lowered.columns.map((c) => [c.wallLeft.heightInSections, c.wallRight.heightInSections])).toEqual([[4, 4], [4, 4], [4, 4]]);
    // Legs carry at most 8 sections, walls included.
    const tall = shelfWith(columns(2, 564, 8), 'CLASSYC');
    expect(find(tall, 'height', 'wall-extension', 1, ['c0']).isDisabled).toBe(true);
  });
});
