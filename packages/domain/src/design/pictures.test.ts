import { describe, expect, it } from 'vitest';
import { mm } from '../units/index.ts';
import { familyOf } from '../families/registry.ts';
import { DESIGN_PICTURES, isPicturePreset, largestSection, pictureIndexOf, picturePresetsOf, sceneWithoutDoors } from './pictures.ts';
import { sceneObjects } from './scene.ts';
import { testElement } from './test-elements.ts';

const scene = (...elements: Parameters<typeof testElement>[0][]) => sceneObjects(elements.map((e) => testElement(e)));

describe('design pictures', () => {
  it('keeps the spec image types at fixed indexes, main first', () => {
    expect(DESIGN_PICTURES.map((p) => `${p.index}:${p.type}`)).toEqual(['0:MAIN', '1:MAIN_WITHOUT_DOORS', '2:closeup', '3:studio_main']);
    expect(pictureIndexOf('studio_main')).toBe(3);
    expect(isPicturePreset('no_doors')).toBe(true);
    expect(isPicturePreset('lifestyle')).toBe(false);
  });

  it('takes the doors away with the handles on them, and keeps a drawer and its handle', () => {
    const objects = scene(
      { type: 'wall', length: mm(19), height: mm(800) },
      { type: 'door', margin_x: mm(0), margin_y: mm(0), length: mm(400), height: mm(700), width: mm(19) },
      { type: 'handle_knob', margin_x: mm(350), margin_y: mm(340), length: mm(20), height: mm(20), width: mm(20) },
      { type: 'drawer_front', section: 'c1', margin_x: mm(500), length: mm(400), height: mm(170), width: mm(19) },
      { type: 'handle_knob', section: 'c1', margin_x: mm(690), margin_y: mm(80), length: mm(20), height: mm(20), width: mm(20) },
    );
    expect(sceneWithoutDoors(objects).map((o) => `${o.section}:${o.type}`)).toEqual(['c0:wall', 'c1:drawer_front', 'c1:handle_knob']);
  });

  it('draws "without doors" only for a piece with doors, and the studio only for a piece shown in a room', () => {
    const wardrobe = familyOf('wardrobe');
    const wardrobeScene = sceneObjects(wardrobe.elements(wardrobe.defaults()));
    expect(picturePresetsOf(wardrobeScene, wardrobe.sceneStyle(wardrobe.defaults()))).toEqual(['main', 'no_doors', 'closeup']);
    expect(sceneWithoutDoors(wardrobeScene).some((o) => o.type === 'door' || o.type.startsWith('handle_'))).toBe(false);
    const shelf = familyOf('shelf');
    const shelfScene = sceneObjects(shelf.elements(shelf.defaults()));
    expect(picturePresetsOf(shelfScene, shelf.sceneStyle(shelf.defaults()))).toEqual(['main', 'closeup', 'studio_main']);
  });

  it('finds the section that takes the most room', () => {
    expect(largestSection(scene({ section: 'c0', length: mm(250) }, { section: 'c1', length: mm(726) }, { section: 'c2', length: mm(250) }))).toBe('c1');
    expect(largestSection([])).toBeNull();
    expect(largestSection(scene({ section: 'c0', length: mm(250), invisible: true }, { section: 'c1', length: mm(100) }))).toBe('c1');
  });
});
