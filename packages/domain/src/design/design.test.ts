import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mm } from '../units/index.ts';
import { compareElements, elementDescriptions } from './compare.ts';
import type { DesignElement } from './element.ts';
import { REFERENCE_DESIGNS } from '../families/registry.ts';
import { CompressedStructureError, MAX_DECODED_BYTES, canonicalJson, decodeDesign, encodeDesign } from './encoding.ts';
import { compareNatural, labels } from './labels.ts';
import { layoutValidity } from './layout.ts';
import { designColorsByArea, designMainColors } from './main-colors.ts';
import { sceneObject, sceneObjectName, sceneObjects } from './scene.ts';
import { testElement as el } from './test-elements.ts';

describe('scene', () => {
  it('names objects furnitureType_section_[variation]_type_LxWxH_obj in centimetres', () => {
    expect(sceneObjectName(el())).toBe('shelf_c0_board_72.6x34.2x1.9_obj');
    expect(sceneObjectName(el({ variation: 3 }))).toBe('shelf_c0_3_board_72.6x34.2x1.9_obj');
    expect(sceneObjectName(el({ length: mm(400), width: mm(400), height: mm(150), furniture_type: 'cushion', section: 'm0', type: 'cushion' })))
      .toBe('sofa_accessory_m0_cushion_40x40x15_obj');
    expect(sceneObjectName(el({ scene_object_name: 'custom' }))).toBe('custom');
  });

  it('converts millimetres to centimetres', () => {
    const o = sceneObject(el({ margin_x: mm(100), margin_y: mm(19), margin_z: mm(5), rotation_y: 90, invisible: true, material: 'wood' }));
    expect(o.position).toEqual({ x: 10, y: 1.9, z: 0.5 });
    expect(o.size).toEqual({ x: 72.6, y: 1.9, z: 34.2 });
    expect(o.center.x).toBeCloseTo(46.3);
    expect(o.rotation).toEqual({ x: 0, y: 90, z: 0 });
    expect(o.invisible).toBe(true);
    expect(o.shape).toBe('box');
    expect(o.material).toBe('wood');
    expect(sceneObject(el({ size_x: mm(10) })).size.x).toBe(1);
    expect(sceneObjects([el(), el({ invisible: true })])).toHaveLength(2);
  });
});

describe('layout validity', () => {
  it('gives the three messages', () => {
    expect(layoutValidity([])).toEqual({ valid: false, message: 'empty layout', invalidElements: [] });
    expect(layoutValidity([el()])).toMatchObject({ valid: false, message: 'no shape in the layout' });
    const noColor: Partial<DesignElement> = { ...el(), color: '' };
    expect(layoutValidity([el({ shape: 'box' }), noColor])).toEqual({ valid: false, message: 'invalid sku', invalidElements: [1] });
    expect(layoutValidity([el({ shape: 'box' }), el()])).toEqual({ valid: true });
    const decoration: Partial<DesignElement> = { shape: 'plant' };
    expect(layoutValidity([decoration])).toEqual({ valid: true });
  });
});

describe('compare', () => {
  it('lists visible elements sorted and gives + and - entries as multisets', () => {
    const a = [el({ section: 'c1' }), el(), el({ invisible: true, type: 'hidden' })];
    expect(elementDescriptions(a)).toEqual(['shelf c0 board white_u11209 726 19 342', 'shelf c1 board white_u11209 726 19 342']);
    const b = [el(), el(), el({ color: 'oak' })];
    const diff = compareElements(a, b);
    expect(diff.removed).toEqual(['shelf c1 board white_u11209 726 19 342']);
    expect(diff.added).toEqual(['shelf c0 board oak 726 19 342', 'shelf c0 board white_u11209 726 19 342']);
    expect(diff.lines[0]).toBe('- shelf c1 board white_u11209 726 19 342');
    expect(compareElements(b, b)).toEqual({ added: [], removed: [], lines: [] });
  });
});

describe('labels', () => {
  it('numbers per prefix by section then position', () => {
    const elements = [
      el({ section: 'c10', margin_y: mm(0) }),
      el({ section: 'c2', margin_y: mm(400) }),
      el({ section: 'c2', margin_y: mm(0) }),
      el({ type: 'wall', section: 'c0' }),
      el({ type: 'leg' }),
      el({ type: 'door', label: 'stale' }),
    ];
    expect(labels(elements).map((e) => e.label)).toEqual(['s3', 's2', 's1', 'w1', undefined, 'd1']);
    expect(elements[5]?.label).toBe('stale'); // input untouched
    expect(labels(elements, (e) => (e.type === 'leg' ? 'p' : null)).map((e) => e.label)).toEqual([
      undefined, undefined, undefined, undefined, 'p1', undefined,
    ]);
  });

  it('orders sections naturally', () => {
    expect(['c10', 'c2', 'c1', 'm3', 'c'].sort(compareNatural)).toEqual(['c', 'c1', 'c2', 'c10', 'm3']);
  });
});

describe('compressedStructure', () => {
  it('round-trips any JSON, deterministically and URL-safe', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = encodeDesign(value);
        expect(text).toMatch(/^[ZR][A-Za-z0-9_-]+$/);
        expect(encodeDesign(value)).toBe(text);
        expect(canonicalJson(decodeDesign(text))).toBe(canonicalJson(value));
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips text in any script, emoji and lone surrogates included, the same on every encoder path', () => {
    const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp));
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: anyCodePoint }), fc.string({ unit: anyCodePoint })), (value) => {
        expect(canonicalJson(decodeDesign(encodeDesign(value)))).toBe(canonicalJson(value));
      }),
      { numRuns: 300 },
    );
    // Strings encoded before the engine's UTF-8 encoder was used: links shared then still name the same design.
    expect(encodeDesign({ name: 'Möbel' })).toBe('RVimw03sibmFtZSI6Ik3DtmJlbCJ9');
    expect(encodeDesign({ name: 'Möbel 😀' })).toBe('Rso23YnsibmFtZSI6Ik3DtmJlbCDwn5iAIn0');
    expect(decodeDesign(encodeDesign({ name: 'Möbel 😀 \ud800' }))).toEqual({ name: 'Möbel 😀 \ud800' });
  });

  it('encodes equal designs with different key order the same', () => {
    expect(encodeDesign({ a: 1, b: [1, { y: 2, x: 3 }] })).toBe(encodeDesign({ b: [1, { x: 3, y: 2 }], a: 1 }));
  });

  it('compresses a repetitive design well and handles large inputs ', () => {
    const design = {
      furniture_type: 'shelf',
      version: 1,
      columns: Array.from({ length: 11 }, (_, i) => ({
        length: 726,
        width: 342,
        heightInSections: 12,
        boards: Array.from({ length: 12 }, (_, k) => ({ sectionIndex: k, color: 'white_u11209' })),
        wallLeft: { color: 'white_u11209', heightInSections: 12 },
        index: i,
      })),
    };
    const json = canonicalJson(design);
    const text = encodeDesign(design);
    expect(text.length).toBeLessThan(json.length / 10);
    expect(decodeDesign(text)).toEqual(design);
    const large = { words: Array.from({ length: 4000 }, (_, i) => `w${(i * 7919) % 100003}é😀`) };
    expect(canonicalJson(large).length).toBeGreaterThan(40_000);
    expect(decodeDesign(encodeDesign(large))).toEqual(large);
  });

  it('refuses, before decoding it, what would expand past the size or the expansion ratio any design has', () => {
    // About a hundred bytes that would decode to megabytes: refused while still small.
    const bomb = encodeDesign({ x: 'a'.repeat(5_000_000) });
    expect(bomb.length).toBeLessThan(MAX_DECODED_BYTES);
    const started = Date.now();
    expect(() => decodeDesign(bomb)).toThrow('Invalid compressedStructure: too large');
    expect(Date.now() - started).toBeLessThan(50);
    // Within the size limit but expanding far more than any design: refused too.
    const dense = encodeDesign({ x: 'b'.repeat(MAX_DECODED_BYTES / 2) });
    expect(() => decodeDesign(dense)).toThrow('too large');
    // Raw bytes past the size limit (no compression to blame): refused.
    const raw = encodeDesign({ words: Array.from({ length: 9000 }, (_, i) => `${(i * 2654435761) % 4294967291}`) });
    expect(() => decodeDesign(raw)).toThrow('too large');
    // Every reference design is well inside both bounds.
    for (const set of Object.values(REFERENCE_DESIGNS)) {
      for (const design of Object.values(set)) expect(decodeDesign(encodeDesign(design))).toEqual(design);
    }
  });

  it('rejects garbage with a clear error', () => {
    const good = encodeDesign({ furniture_type: 'cushion', length: 400 });
    const cases = ['', 'x', 'Zabc', 'Z!!!!', 'ZA', 'Z' + 'A'.repeat(12), 'R' + 'A'.repeat(12), good.slice(0, -3), good + 'AAAA', (good[0] === 'R' ? 'Z' : 'R') + good.slice(1)];
    const flipped = good.slice(0, 8) + (good[8] === 'A' ? 'B' : 'A') + good.slice(9);
    for (const text of [...cases, flipped]) {
      expect(() => decodeDesign(text), text).toThrow(CompressedStructureError);
      expect(() => decodeDesign(text), text).toThrow(/^Invalid compressedStructure: /);
    }
    fc.assert(
      fc.property(fc.string(), (s) => {
        try {
          decodeDesign(s);
          return true; // a random string that happens to be valid is fine
        } catch (e) {
          return e instanceof CompressedStructureError;
        }
      }),
    );
  });
});

describe('colours by area', () => {
  it('names every colour, the largest surface first, where the main colours stop at three', () => {
    const part = (color: string, length: number) => ({ color, length, width: 300, height: 19 });
    const parts = [part('oak', 100), part('white_u11209', 900), part('chrome', 10), part('black_u12001', 50), part('walnut', 80)];
    expect(designColorsByArea(parts)).toEqual(['white_u11209', 'oak', 'walnut', 'black_u12001', 'chrome']);
    expect(designMainColors(parts)).toEqual(['white_u11209']);
  });
});
