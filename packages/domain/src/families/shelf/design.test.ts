import { describe, expect, it } from 'vitest';
import { SHELF_MIGRATIONS, shelfParse, shelfDefaults } from './design.ts';

const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe('shelfParse', () => {
  it('round-trips the defaults', () => {
    expect(shelfParse(json(shelfDefaults()))).toEqual({ ok: true, design: shelfDefaults() });
  });

  it('migrates the version-0 prototype format, which stored depths in centimetres', () => {
    const v1 = shelfDefaults();
    const v0 = json({ ...v1, version: 0, columns: v1.columns.map((c, i) => ({ ...c, width: i === 0 ? 47 : 34.2 })) });
    const parsed = shelfParse(v0);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.design.version).toBe(1);
    expect(parsed.design.columns.map((c) => c.width)).toEqual([470, 342, 342]);
    expect(Object.keys(SHELF_MIGRATIONS).map(Number)).toEqual([0]);
  });

  it('refuses a newer version and a version that is no whole number, with a path', () => {
    expect(shelfParse({ ...shelfDefaults(), version: 2 })).toMatchObject({ ok: false, errors: [{ path: 'version', code: 'shelf.parse.version.future' }] });
    expect(shelfParse(-1 as unknown)).toMatchObject({ ok: false, errors: [{ code: 'shelf.parse.type' }] });
    expect(shelfParse({ ...shelfDefaults(), version: -1 })).toMatchObject({ ok: false, errors: [{ path: 'version', code: 'shelf.parse.version' }] });
    expect(shelfParse({ ...shelfDefaults(), version: '1' })).toMatchObject({ ok: false, errors: [{ path: 'version', code: 'shelf.parse.version' }] });
  });

  it('reads a design without a version as the prototype (version 0), whose depths may be in centimetres', () => {
    const { version: _, ...noVersion } = shelfDefaults();
    expect(shelfParse(json(noVersion))).toEqual({ ok: true, design: shelfDefaults() });
    const prototype = json({ ...noVersion, columns: noVersion.columns.map((c) => ({ ...c, width: 47 })) });
    const parsed = shelfParse(prototype);
    expect(parsed.ok && parsed.design.columns.map((c) => c.width)).toEqual([470, 470, 470]);
  });

  it('reports structural errors with their dotted path', () => {
    const bad = json(shelfDefaults()) as { columns: { heightInSections: unknown }[] };
    const col = bad.columns[2];
    if (col) col.heightInSections = 'six';
    const parsed = shelfParse(bad);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors[0]).toMatchObject({ path: 'columns.2.heightInSections', code: 'shelf.parse.structure' });
    expect(shelfParse({ ...shelfDefaults(), furniture_type: 'wardrobe' })).toMatchObject({ ok: false, errors: [{ path: 'furniture_type' }] });
    expect(shelfParse({ ...shelfDefaults(), feet: { type: 'ayr', platform: false } })).toMatchObject({ ok: false, errors: [{ path: 'feet.type' }] });
  });

  it('fills optional parts a stored design may lack (handle, cut, hinge side, platform)', () => {
    const { handle: _h, baseboardCut: _c, colors: _k, ...rest } = shelfDefaults();
    const stored = json({ ...rest, feet: { type: 'straight', color: 'oak' } });
    const parsed = shelfParse(stored);
    expect(parsed).toMatchObject({ ok: true, design: { handle: { type: 'bar' }, baseboardCut: { height: 0, depth: 0 }, feet: { platform: false }, colors: {} } });
  });

  it('converts legacy lacquer colours to laminate on carcass parts, keeps varnished legs', () => {
    const d = shelfDefaults();
    const legacy = json({
      ...d,
      feet: { ...d.feet, color: 'white_9003' },
      columns: d.columns.map((c) => ({ ...c, boards: c.boards.map((b) => ({ ...b, color: 'white_9003' })), wallLeft: { ...c.wallLeft, color: 'blue_5003' }, wallRight: { ...c.wallRight, color: 'blue_5003' } })),
    });
    const parsed = shelfParse(legacy);
    if (!parsed.ok) throw new Error('parse failed');
    const first = parsed.design.columns[0];
    expect(first?.boards[0]?.color).toBe('white_u11209');
    expect(first?.wallLeft.color).toBe('dark_blue_u18009');
    expect(parsed.design.feet.color).toBe('white_9003');
  });
});
