import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorKeys, issueKey } from './kit/apply.ts';
import { familyViews } from './family-laws.ts';
import { insertPlaces } from './insert-places.ts';
import { FAMILIES, REFERENCE_DESIGNS } from './registry.ts';
import type { ConfigurationOption, DesignBase, Family } from './family.ts';
import { shelfFamily } from './shelf/index.ts';
import { joynFamily } from './joyn/index.ts';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The enabled add options of a column or a module a family offers anywhere (the 3D view's "+" are made of these). */
function addOptions(family: Family, design: DesignBase): ConfigurationOption[] {
  const seen = new Set<string>();
  const out: ConfigurationOption[] = [];
  for (const { id } of familyViews(family)) {
    for (const o of family.options(design, id, [])) {
      if (o.isDisabled || o.ottomanMode === true || o.action !== 'update' || !/add/i.test(o.type) || !/column|module/i.test(`${o.group} ${o.type}`)) continue;
      const key = `${o.group}|${o.type}|${String(o.value)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(o);
    }
  }
  return out;
}

/** Checks one insert: the rules hold (no new error), one more section, the design given is unchanged (undo restores it). */
function checkInsert(family: Family, design: DesignBase, option: ConfigurationOption): DesignBase {
  const before = clone(design);
  const known = errorKeys(family.validate(design));
  const next = family.apply(design, option, []);
  expect(design).toEqual(before);
  expect(family.validate(next).errors.filter((e) => !known.has(issueKey(e)))).toEqual([]);
  expect(family.sections(next).length).toBeGreaterThan(family.sections(design).length);
  return next;
}

describe('insertPlaces: a column or a module between two others', () => {
  for (const [type, family] of Object.entries(FAMILIES)) {
    it(`${type}: every offered place inserts there, keeps the rules and leaves the design as it was`, () => {
      const designs = [family.defaults(), ...Object.values(REFERENCE_DESIGNS[type as keyof typeof REFERENCE_DESIGNS])];
      for (const design of designs) {
        for (const add of addOptions(family, design)) {
          const places = insertPlaces(family, design, add);
          for (const place of places) {
            expect(place.at).toBeGreaterThan(0);
            expect(place.at).toBeLessThan(family.sections(design).length);
            checkInsert(family, design, place.option);
          }
        }
      }
    });
  }

  it('shelf: the new column goes between the two, as wide and tall as the one on its left', () => {
    const base = shelfFamily.defaults();
    const narrow = { ...base, columns: base.columns.map((c) => ({ ...c, length: 365 as typeof c.length })) };
    const add = shelfFamily.options(narrow, 'modules', []).find((o) => o.type === 'column-add' && o.value === 'right')!;
    const places = insertPlaces(shelfFamily, narrow, add);
    expect(places.map((p) => [p.after, p.before])).toEqual(narrow.columns.slice(1).map((_, i) => [`c${i}`, `c${i + 1}`]));
    const next = shelfFamily.apply(narrow, places[0]!.option, []);
    expect(next.columns).toHaveLength(narrow.columns.length + 1);
    expect(next.columns[1]!.length).toBe(narrow.columns[0]!.length);
    expect(next.columns[1]!.heightInSections).toBe(narrow.columns[0]!.heightInSections);
    expect(next.columns[2]).toEqual(narrow.columns[1]);
  });

  it('sofa: a seat goes between two seats, never between the sofa and an ottoman, and no end module goes in the middle', () => {
    let design = joynFamily.defaults();
    const options = familyViews(joynFamily).flatMap(({ id }) => joynFamily.options(design, id, []));
    const seat = options.find((o) => o.type === 'addModule' && o.value === 'base' && !o.isDisabled)!;
    const ottoman = options.find((o) => o.type === 'addModule' && o.ottomanMode === true && !o.isDisabled)!;
    design = joynFamily.apply(joynFamily.apply(design, seat, []), ottoman, []);
    const count = design.modules.length;
    expect(insertPlaces(joynFamily, design, seat).map((p) => p.at)).toEqual(Array.from({ length: count - 2 }, (_, i) => i + 1));
    const edge = options.find((o) => o.type === 'addModule' && String(o.value).startsWith('edge-'));
    if (edge) expect(insertPlaces(joynFamily, design, { ...edge, isDisabled: false })).toEqual([]);
    const next = joynFamily.apply(design, insertPlaces(joynFamily, design, seat)[0]!.option, []);
    expect(next.modules).toHaveLength(count + 1);
    expect(next.modules[1]!.type).toBe('base');
  });

  it('inserting again and again keeps the rules at every step (random places)', () => {
    const base = shelfFamily.defaults();
    const narrow = { ...base, columns: [base.columns[0]!, base.columns[0]!].map((c) => ({ ...c, length: 365 as typeof c.length })) };
    const family = FAMILIES.shelf;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (picks) => {
        let design: DesignBase = narrow;
        for (const pick of picks) {
          const add = family.options(design, 'modules', []).find((o) => o.type === 'column-add' && !o.isDisabled);
          if (add === undefined) break;
          const places = insertPlaces(family, design, add);
          if (places.length === 0) break;
          design = checkInsert(family, design, places[pick % places.length]!.option);
        }
      }),
      { numRuns: 30 },
    );
  });
});
