import { describe, expect, it } from 'vitest';
import { wardrobeDefaults } from './design.ts';
import { wardrobeOptions } from './options.ts';
import { WARDROBE_VIEWS, wardrobeViews } from './views.ts';

describe('wardrobe views', () => {
  it('has the desktop tab, mobile tabs, next labels and colour groups of configurators.md §2', () => {
    expect(wardrobeViews.desktop.id).toBe('default');
    expect(wardrobeViews.mobile.map((v) => v.id)).toEqual(['elements', 'colors', 'review']);
    expect(wardrobeViews.nextLabels).toEqual(['To doors', 'To handles', 'To interiors', 'To colors', 'To review']);
    expect(wardrobeViews.colorGroups).toEqual(['whole', 'corpuses', 'drawers', 'boards', 'doors', 'handles', 'outer_walls']);
  });

  it('lists the handle and interior sub-views', () => {
    expect(WARDROBE_VIEWS['handles']?.subViews).toEqual(['handles/all', 'handles/turning', 'handles/sliding']);
    expect(WARDROBE_VIEWS['interiors']?.subViews.map((v) => WARDROBE_VIEWS[v]?.label)).toEqual([
      'Board',
      'Closet rod',
      'Garment lift',
      'Pant hanger',
      'Solid drawer',
      'Glass drawer',
      'Small drawer',
      'Shoes drawer',
    ]);
  });

  it('zooms to 1.8 only in the main views and looks lower in review', () => {
    const zoomed = Object.values(WARDROBE_VIEWS).filter((v) => v.maxZoom === 1.8).map((v) => v.id);
    expect(zoomed.sort()).toEqual(['colors', 'default', 'elements']);
    const review = WARDROBE_VIEWS['review'];
    for (const v of Object.values(WARDROBE_VIEWS)) {
      if (v.id !== 'review') expect(review?.cameras['default']?.polar).toBeLessThan(v.cameras['default']?.polar ?? 0);
    }
    expect(review).toMatchObject({ selectionMode: 'none', resetsSelection: true });
  });

  it('answers options for every view and sub-view', () => {
    const design = wardrobeDefaults();
    for (const id of Object.keys(WARDROBE_VIEWS)) {
      const options = wardrobeOptions(design, id, ['m0']);
      if (id !== 'review') expect(options.length, id).toBeGreaterThan(0);
      for (const o of options) if (o.isDisabled) expect(o.message, `${id} ${String(o.value)}`).toMatch(/^[A-Z]/);
    }
  });

  it('opens the doors for the interiors step only, which is placed looking in', () => {
    const opening = wardrobeViews.steps.filter((s) => s.opensFronts === true).map((s) => s.id);
    expect(opening).toEqual(['interiors']);
    expect(wardrobeViews.desktop.opensFronts).toBeUndefined();
  });
});
