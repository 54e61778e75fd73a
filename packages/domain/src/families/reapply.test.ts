import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../design/encoding.ts';
import { designsEqual } from '../design/equal.ts';
import { familyViews } from './family-laws.ts';
import { FAMILIES } from './registry.ts';
import { FURNITURE_TYPES } from '../design/furniture-type.ts';

// Issue 16: "A change that changes nothing (re-applying the selected height) makes no undo step." The
// configurator keeps no history entry for an equal design; so choosing what is already chosen must give one.
// On the defaults every part has one look; in a two-tone design a "whole couch" colour marked selected
// (the colour of some of its parts) still recolours the rest, a real change.
describe('choosing the option that is already selected keeps the default design', () => {
  it.each(FURNITURE_TYPES)('%s', (type) => {
    const family = FAMILIES[type];
    let checked = 0;
    for (const design of [family.defaults()]) {
      const sections = family.sections(design).map((s) => s.id);
      for (const { id, meta } of familyViews(family)) {
        const selection = meta.selectionMode === 'none' || sections.length === 0 ? [] : meta.selectionMode === 'single' ? [sections[0]!] : sections;
        for (const option of family.options(design, id, selection)) {
          if (option.action !== 'update' || option.isSelected !== true || option.isDisabled === true) continue;
          const next = family.apply(design, option, selection);
          expect(designsEqual(next, design), `${type} ${id} ${option.group}/${option.type}=${String(option.value)}: ${canonicalJson(next).length} vs ${canonicalJson(design).length}`).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
