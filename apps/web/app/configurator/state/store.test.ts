import { describe, expect, it } from 'vitest';
import { familyOf, type DesignBase } from '@masswerk/domain';
import { HISTORY_LIMIT, canRedo, canUndo, configuratorInit, configuratorReducer, selectionNext, selectionValid, type ConfiguratorAction, type ConfiguratorState } from './store';
import { viewById } from '../view-options';

const shelf = familyOf('shelf');
const run = (state: ConfiguratorState, ...actions: ConfiguratorAction[]): ConfiguratorState => actions.reduce(configuratorReducer, state);

/** A shelf design after applying the option of a sub-view with the given value. */
function changed(design: DesignBase, view: string, value: string | number): DesignBase {
  const option = shelf.options(design, view, []).find((o) => o.value === value);
  if (!option) throw new Error(`no option ${value} in ${view}`);
  return shelf.apply(design, option, []);
}

describe('configurator store: undo and redo', () => {
  const d0 = shelf.defaults();
  const d1 = changed(d0, 'width', 564);
  const d2 = changed(d1, 'depth', 470);

  it('undoes and redoes every change of the session, in order', () => {
    let s = run(configuratorInit(d0, 'modules'), { type: 'design', design: d1 }, { type: 'design', design: d2 });
    expect(s.design).toBe(d2);
    expect(canUndo(s)).toBe(true);
    expect(canRedo(s)).toBe(false);
    s = run(s, { type: 'undo' });
    expect(s.design).toBe(d1);
    s = run(s, { type: 'undo' });
    expect(s.design).toBe(d0);
    expect(canUndo(s)).toBe(false);
    expect(run(s, { type: 'undo' })).toBe(s);
    s = run(s, { type: 'redo' }, { type: 'redo' });
    expect(s.design).toBe(d2);
    expect(canRedo(s)).toBe(false);
  });

  it('forgets the redo branch when a new change follows an undo', () => {
    const d3 = changed(d1, 'width', 365);
    const s = run(configuratorInit(d0, 'modules'), { type: 'design', design: d1 }, { type: 'design', design: d2 }, { type: 'undo' }, { type: 'design', design: d3 });
    expect(s.design).toBe(d3);
    expect(canRedo(s)).toBe(false);
    expect(run(s, { type: 'undo' }).design).toBe(d1);
  });

  it('ignores a change to the same design and bounds the history', () => {
    const s0 = configuratorInit(d0, 'modules');
    expect(run(s0, { type: 'design', design: d0 })).toBe(s0);
    let s = s0;
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) s = run(s, { type: 'design', design: i % 2 === 0 ? d1 : d0 });
    expect(s.past).toHaveLength(HISTORY_LIMIT);
  });

  it('makes no undo step for a change that changes nothing (re-applying the selected height)', () => {
    const selected = shelf.options(d1, 'height', []).find((o) => o.type === 'column-height' && o.isSelected === true);
    if (!selected) throw new Error('no selected height');
    const again = shelf.apply(d1, selected, []);
    expect(again).not.toBe(d1);
    const s1 = run(configuratorInit(d0, 'modules'), { type: 'design', design: d1 }, { type: 'design', design: d2 }, { type: 'undo' });
    const s2 = run(s1, { type: 'design', design: again });
    // The same state: no history entry, the redo kept, the design on screen the one that was (so still "as saved").
    expect(s2).toBe(s1);
    expect(s2.past).toHaveLength(1);
    expect(canRedo(s2)).toBe(true);
    expect(run(s2, { type: 'undo' }).design).toBe(d0);
  });

  it('keeps the selection and the view across undo and redo', () => {
    const s = run(configuratorInit(d0, 'elements'), { type: 'select', section: 'c1', mode: 'multi', all: ['c0', 'c1', 'c2'] }, { type: 'design', design: d1 }, { type: 'undo' });
    expect(s.selection).toEqual(['c1']);
    expect(s.view).toBe('elements');
  });
});

describe('configurator store: views reset the selection on entry as their metadata says', () => {
  const all = ['m0', 'm1'];
  it.each(['joyn', 'lyvyn', 'flayr', 'pyllow', 'shelf', 'wardrobe', 'cushion'] as const)('%s', (type) => {
    const family = familyOf(type);
    for (const step of family.views.steps) {
      const from = family.views.steps.find((v) => v.id !== step.id)?.id ?? 'default';
      const selected = run(configuratorInit(family.defaults(), from), { type: 'select', section: 'm1', mode: 'single', all });
      const entered = run(selected, { type: 'view', view: step.id, resetsSelection: viewById(family, step.id).resetsSelection });
      expect(entered.view).toBe(step.id);
      expect(entered.selection, `${type} ${step.id}`).toEqual(step.resetsSelection ? [] : ['m1']);
    }
  });

  it('every sofa tab resets except the modules, elements and styles tabs (configurators.md §2), and so do their steps', () => {
    for (const type of ['joyn', 'lyvyn', 'flayr', 'pyllow'] as const) {
      const resets = familyOf(type).views.mobile.filter((v) => v.resetsSelection).map((v) => v.id.replace(/Mobile$/, ''));
      expect(resets, type).toEqual(['colors', 'review']);
      const stepResets = familyOf(type).views.steps.filter((v) => v.resetsSelection).map((v) => v.id);
      expect(stepResets, type).toEqual(['colors', 'review']);
    }
  });

  it('re-entering the current view changes nothing', () => {
    const s = run(configuratorInit(shelf.defaults(), 'colors'), { type: 'select', section: 'c0', mode: 'multi', all: ['c0'] });
    expect(run(s, { type: 'view', view: 'colors', resetsSelection: true })).toBe(s);
  });
});

describe('selection modes', () => {
  const all = ['c0', 'c1', 'c2'];
  it('none ignores picks, single replaces or clears, multi toggles, whole and all take everything', () => {
    expect(selectionNext(['c0'], 'c1', 'none', all)).toEqual(['c0']);
    expect(selectionNext(['c0'], 'c1', 'single', all)).toEqual(['c1']);
    expect(selectionNext(['c1'], 'c1', 'single', all)).toEqual([]);
    expect(selectionNext(['c0'], 'c1', 'multi', all)).toEqual(['c0', 'c1']);
    expect(selectionNext(['c0', 'c1'], 'c0', 'multi', all)).toEqual(['c1']);
    expect(selectionNext([], 'c1', 'whole', all)).toEqual(all);
    expect(selectionNext(all, 'c1', 'all', all)).toEqual([]);
  });

  it('drops sections the design no longer has', () => {
    const kept = ['c0'];
    expect(selectionValid(kept, all)).toBe(kept);
    expect(selectionValid(['c0', 'c7'], all)).toEqual(['c0']);
  });
});
