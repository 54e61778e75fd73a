import { FAMILIES, REFERENCE_DESIGNS, sceneObjects, type FurnitureType } from '@masswerk/domain';
import { describe, expect, it } from 'vitest';
import { selectionNext } from '../state/store.ts';
import { partKind, pickedSection } from './pick.ts';

const TYPES = Object.keys(FAMILIES) as FurnitureType[];

/** Every design the tests know of a family: its defaults and its reference designs. */
const designsOf = (type: FurnitureType) => [FAMILIES[type].defaults(), ...Object.values(REFERENCE_DESIGNS[type])];

describe('partKind', () => {
  it.each([
    ['door', 'door'],
    ['sliding_door', 'door'],
    ['drawer_front', 'drawer'],
    ['solid_drawer', 'drawer'],
    ['board', 'board'],
    ['top_board', 'board'],
    ['backwall', 'front'],
    ['wall', 'wall'],
    ['handle_knob', 'handle'],
    ['seat_cushion', 'cushion'],
    ['base', 'body'],
  ])('%s is a %s', (type, kind) => expect(partKind(type)).toBe(kind));
});

describe('pickedSection', () => {
  const part = { section: 'm1', invisible: false };
  it('selects nothing in a view without selection, nor an invisible part', () => {
    expect(pickedSection(part, 'none')).toBeNull();
    expect(pickedSection({ ...part, invisible: true }, 'single')).toBeNull();
  });
  it.each(['single', 'multi', 'whole', 'all'] as const)('picks the part’s section in %s mode', (mode) => {
    expect(pickedSection(part, mode)).toBe('m1');
  });

  it.each(TYPES)('%s: every visible part of every design picks a section of the panel’s list', (type) => {
    const family = FAMILIES[type];
    for (const design of designsOf(type)) {
      const ids = family.sections(design as never).map((s) => s.id);
      for (const object of sceneObjects(family.elements(design as never))) {
        if (object.invisible) continue;
        expect(ids, `${type} ${object.name}`).toContain(pickedSection(object, 'single'));
      }
    }
  });

  it('reaches every kind of part the issue names: modules, doors, drawers, boards and fronts', () => {
    const kinds = new Set<string>();
    for (const type of TYPES) for (const design of designsOf(type)) for (const o of sceneObjects(FAMILIES[type].elements(design as never))) if (!o.invisible) kinds.add(partKind(o.type));
    expect([...kinds]).toEqual(expect.arrayContaining(['door', 'drawer', 'board', 'front', 'cushion', 'body']));
  });

  it('selects in the view’s mode: a second door of the same module keeps it, whole takes every module', () => {
    const all = ['m0', 'm1', 'm2'];
    const single = selectionNext([], pickedSection({ section: 'm1', invisible: false }, 'single')!, 'single', all);
    expect(single).toEqual(['m1']);
    const multi = selectionNext(single, pickedSection({ section: 'm2', invisible: false }, 'multi')!, 'multi', all);
    expect(multi).toEqual(['m1', 'm2']);
    expect(selectionNext([], pickedSection({ section: 'm0', invisible: false }, 'whole')!, 'whole', all)).toEqual(all);
  });
});
