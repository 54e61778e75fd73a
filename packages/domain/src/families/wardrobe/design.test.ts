import { describe, expect, it } from 'vitest';
import { designMigrate, type Migration } from '../kit/parse.ts';
import { WARDROBE_MIGRATIONS, wardrobeDefaults, wardrobeParse } from './design.ts';
import { wardrobeReferenceDesigns } from './reference-designs.ts';
import { wardrobeValidate } from './rules.ts';

describe('wardrobeParse', () => {
  it('round-trips the defaults and every reference design through JSON', () => {
    for (const d of [wardrobeDefaults(), ...Object.values(wardrobeReferenceDesigns)]) {
      const result = wardrobeParse(JSON.parse(JSON.stringify(d)));
      expect(result).toEqual({ ok: true, design: d });
    }
  });

  it('gives valid defaults and valid reference designs', () => {
    for (const d of [wardrobeDefaults(), ...Object.values(wardrobeReferenceDesigns)]) {
      expect(wardrobeValidate(d).errors).toEqual([]);
    }
  });

  it('fills in the compartment and the fitting colour when they are left out', () => {
    const input = JSON.parse(JSON.stringify(wardrobeDefaults()));
    delete input.modules[0].corpus.interiors[1].compartment;
    delete input.modules[0].corpus.interiors[1].color;
    const result = wardrobeParse(input);
    expect(result.ok && result.design.modules[0]?.corpus.interiors[1]).toEqual({ type: 'closet_rod', position: 42, compartment: 0, color: null });
  });

  it('reports structural errors with the path of the field', () => {
    const input = JSON.parse(JSON.stringify(wardrobeDefaults()));
    input.modules[1].doors.type = 'folding';
    input.modules[0].corpus.interiors[0].position = -6;
    const result = wardrobeParse(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path).sort()).toEqual(['modules.0.corpus.interiors.0.position', 'modules.1.doors.type']);
    expect(result.errors.every((e) => e.code === 'wardrobe.parse.structure')).toBe(true);
  });

  it('refuses other furniture, non-objects, newer versions and versions without a migration', () => {
    const codes = (input: unknown): string[] => {
      const r = wardrobeParse(input);
      return r.ok ? [] : r.errors.map((e) => e.code);
    };
    expect(codes(null)).toEqual(['wardrobe.parse.type']);
    expect(codes({ ...wardrobeDefaults(), furniture_type: 'shelf' })).toEqual(['wardrobe.parse.furniture_type']);
    expect(codes({ ...wardrobeDefaults(), version: 2 })).toEqual(['wardrobe.parse.version.future']);
    expect(codes({ ...wardrobeDefaults(), version: 0 })).toEqual(['wardrobe.parse.version.unknown']);
    expect(codes({ ...wardrobeDefaults(), version: '1' })).toEqual(['wardrobe.parse.version']);
    // Designs saved before versions existed are version 0, which no wardrobe ever was.
    const { version: _, ...noVersion } = wardrobeDefaults();
    expect(codes(noVersion)).toEqual(['wardrobe.parse.version.unknown']);
  });
});

describe('migrations', () => {
  // Version 1 is the first released schema, so there is no real version 0. This made-up one
  // (interior heights in millimetres instead of hole numbers, corpus colour on the module)
  // only proves that the migration chain runs: steps in order, then the ordinary structure check.
  const madeUpV0ToV1: Migration = (v0) => {
    const modules = (v0['modules'] as { interiors: { kind: string; heightMm: number }[]; [k: string]: unknown }[]).map(({ interiors, ...m }) => ({
      ...m,
      corpus: {
        color: m['corpusColor'],
        interiors: interiors.map((i) => ({ type: i.kind, position: (i.heightMm - 46) / 32, color: i.kind === 'closet_rod' ? null : m['corpusColor'] })),
      },
    }));
    return { ...v0, modules };
  };

  it('migrates a version 0 design forward before checking it', () => {
    const v0 = {
      furniture_type: 'wardrobe',
      version: 0,
      height: 2352,
      wallLeft: { color: 'white_u11209' },
      wallRight: { color: 'white_u11209' },
      modules: [
        {
          length: 800,
          corpusColor: 'oak',
          interiors: [{ kind: 'board', heightMm: 46 + 32 * 12 }, { kind: 'closet_rod', heightMm: 46 + 32 * 42 }],
          doors: { type: 'turning', handle: 'fyx', colors: { body: 'oak', handles: null } },
        },
      ],
    };
    expect(designMigrate(v0, { furnitureType: 'wardrobe', current: 1, migrations: WARDROBE_MIGRATIONS }).ok).toBe(false);
    const result = wardrobeParse(v0, { 0: madeUpV0ToV1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.design.version).toBe(1);
    expect(result.design.modules[0]?.corpus).toEqual({
      color: 'oak',
      interiors: [
        { type: 'board', position: 12, compartment: 0, color: 'oak' },
        { type: 'closet_rod', position: 42, compartment: 0, color: null },
      ],
    });
    expect(wardrobeValidate(result.design).errors).toEqual([]);
  });
});
