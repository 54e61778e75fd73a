import { describe, expect, it } from 'vitest';
import { HEIGHTS_IN_SECTIONS } from './constants.ts';
import { shelfColumn, shelfDefaults } from './design.ts';
import { shelfTotalHeight, shelfTotalLength } from './geometry.ts';
import { columns, errorCodes, mm, shelfWith, withColumn } from './test-helpers.ts';
import { shelfAssemblyRecommendation, shelfValidate } from './rules.ts';

describe('shelf rules: columns and length', () => {
  it('accepts the defaults without issues', () => {
    expect(shelfValidate(shelfDefaults())).toEqual({ errors: [], warnings: [] });
  });

  it('accepts 11 columns and rejects 12', () => {
    expect(errorCodes(shelfWith(columns(11, 250)))).toEqual([]);
    const twelve = shelfWith(columns(12, 250));
    expect(errorCodes(twelve)).toContain('shelf.columns.max');
    expect(shelfValidate(twelve).errors.find((e) => e.code === 'shelf.columns.max')).toMatchObject({ path: 'columns', message: 'A shelf has at most 11 columns; remove 1 column.', params: { max: 11, excess: 1 } });
  });

  it('rejects a shelf without columns', () => {
    expect(errorCodes(shelfWith([]))).toContain('shelf.columns.min');
  });

  it('rejects a total length of exactly 3750 mm and accepts 3749 mm', () => {
    // 6 columns + 7 walls: 5 x 600 + 617 + 133 = 3750.
    const at = shelfWith([...columns(5, 600), shelfColumn(617, 4)]);
    expect(shelfTotalLength(at)).toBe(3750);
    expect(errorCodes(at)).toContain('shelf.length.max');
    const below = shelfWith([...columns(5, 600), shelfColumn(616, 4)]);
    expect(shelfTotalLength(below)).toBe(3749);
    expect(errorCodes(below)).toEqual([]);
  });

  it('rejects a total length of 250 mm or less (strictly longer)', () => {
    // Not reachable with valid columns (one 250 mm column is 288 mm long), so the rule is checked alone.
    const tiny = shelfWith([{ ...shelfColumn(250, 4), length: mm(212) }]);
    expect(shelfTotalLength(tiny)).toBe(250);
    expect(errorCodes(tiny)).toContain('shelf.length.min');
    expect(errorCodes(shelfWith([shelfColumn(250, 4)]))).toEqual([]);
  });

  it.each([
    [250, true],
    [300, false],
    [364, false],
    [365, true],
    [500, true],
    [564, true],
    [726, true],
    [727, false],
    [400.5, false],
  ])('column width %i mm valid: %s', (length, ok) => {
    const codes = errorCodes(shelfWith([shelfColumn(length, 4), shelfColumn(365, 4)]));
    expect(codes.includes('shelf.column.length')).toBe(!ok);
  });

  it.each([
    [342, true],
    [470, true],
    [400, false],
  ])('column depth %i mm valid: %s', (width, ok) => {
    expect(errorCodes(shelfWith([shelfColumn(564, 4, { width })])).includes('shelf.column.depth')).toBe(!ok);
  });

  it('accepts exactly the listed heights in sections', () => {
    for (let h = 1; h <= 19; h++) {
      const codes = errorCodes(shelfWith([shelfColumn(564, h)], 'AYR'));
      expect(codes.includes('shelf.column.height'), `height ${h}`).toBe(!(HEIGHTS_IN_SECTIONS as readonly number[]).includes(h));
    }
  });

  it('names the offending column in path and message', () => {
    const d = shelfWith([shelfColumn(564, 4), shelfColumn(564, 4), shelfColumn(564, 4), shelfColumn(564, 5)]);
    const issue = shelfValidate(d).errors.find((e) => e.code === 'shelf.column.height');
    expect(issue?.path).toBe('columns.3.heightInSections');
    expect(issue?.message).toMatch(/^Column 4 is 5 sections high; choose 2, 3, 4, .* or 18 sections\.$/);
  });

  it('warns above 2000 mm total height, not at or below', () => {
    const ten = shelfWith([shelfColumn(564, 10)], 'SOCLE'); // 60 + 1939 = 1999 mm
    expect(shelfTotalHeight(ten)).toBe(1999);
    expect(shelfValidate(ten).warnings).toEqual([]);
    const twelve = shelfWith([shelfColumn(564, 12)], 'SOCLE');
    expect(shelfValidate(twelve).warnings.map((w) => w.code)).toEqual(['shelf.height.warning']);
    expect(shelfValidate(twelve).errors).toEqual([]);
  });
});

describe('shelf rules: leg types', () => {
  const cases: [string, Parameters<typeof shelfWith>[1], number, number, number][] = [
    // name, style, max sections, min length (cm*10), max length
    ['hanging', 'AYR', 18, 205, 4980],
    ['socle', 'SOCLE', 18, 405, 4980],
    ['square', 'LYFT', 18, 405, 4980],
    ['straight', 'CLASSYC', 8, 405, 2330],
    ['slanted', 'NORDYC', 8, 405, 2330],
    ['flat', 'SYMPLE', 8, 405, 2330],
    ['narrow', 'SLYM', 8, 405, 2330],
    ['corner', 'SHYFT', 8, 405, 2330],
    ['frame', 'LYNK', 8, 405, 2330],
    ['hairpin', 'PYN', 8, 405, 2330],
    ['roll', 'CYRCLE', 4, 405, 1570],
  ];

  it.each(cases)('%s legs carry at most their sections', (_name, style, maxSections) => {
    const allowed = [...HEIGHTS_IN_SECTIONS].filter((h) => h <= maxSections).at(-1) ?? 2;
    const next = HEIGHTS_IN_SECTIONS.find((h) => h > maxSections);
    expect(errorCodes(shelfWith(columns(2, 365, allowed), style))).not.toContain('shelf.legs.sections');
    if (next !== undefined) expect(errorCodes(shelfWith(columns(2, 365, next), style))).toContain('shelf.legs.sections');
  });

  it.each(cases)('%s legs: total length limits', (_name, style, _s, minLength, maxLength) => {
    // One 365 mm column is 403 mm long: below 40.5 cm for standing shelves, fine when hanging.
    const single = shelfWith([shelfColumn(365, 4)], style);
    expect(errorCodes(single).includes('shelf.legs.length')).toBe(403 < minLength);
    const overMax = Math.min(maxLength + 1, 3749);
    if (overMax > maxLength) {
      // Build a shelf of exactly maxLength and maxLength + 1 from 365..726 mm columns.
      for (const [length, ok] of [[maxLength, true], [maxLength + 1, false]] as const) {
        const n = Math.ceil((length - 19) / (726 + 19));
        const inner = length - (n + 1) * 19;
        const widths = Array.from({ length: n }, (_, k) => Math.floor(inner / n) + (k < inner % n ? 1 : 0));
        const d = shelfWith(widths.map((w) => shelfColumn(w, 2)), style);
        expect(shelfTotalLength(d)).toBe(length);
        expect(errorCodes(d).includes('shelf.legs.length'), `${length}`).toBe(!ok);
      }
    }
  });

  it('rejects a style whose leg type differs from feet.type', () => {
    const d = { ...shelfDefaults(), style: 'NORDYC' as const };
    expect(errorCodes(d)).toContain('shelf.style.legType');
  });

  it('rejects a platform on legs', () => {
    const d = shelfDefaults();
    expect(errorCodes({ ...d, feet: { ...d.feet, platform: true } })).toContain('shelf.feet.platform');
  });

  it('allows per-column socle colours only on a socle without platform', () => {
    const socle = withColumn(shelfWith(columns(2, 564), 'SOCLE'), 0, (c) => ({ ...c, socleColor: 'oak' }));
    expect(errorCodes(socle)).toEqual([]);
    expect(errorCodes({ ...socle, feet: { ...socle.feet, platform: true } })).toContain('shelf.socle.color');
    const legs = withColumn(shelfWith(columns(2, 564), 'CLASSYC'), 0, (c) => ({ ...c, socleColor: 'oak' }));
    expect(errorCodes(legs)).toContain('shelf.socle.color');
  });

  it('checks foot colours per leg type', () => {
    const d = shelfWith(columns(2, 564), 'LYNK');
    expect(errorCodes({ ...d, feet: { ...d.feet, color: 'metal_stainless' } })).toEqual([]);
    expect(errorCodes({ ...d, feet: { ...d.feet, color: 'oak' } })).toContain('shelf.color.notAllowed');
  });
});

describe('shelf rules: boards, fronts, backwalls, walls', () => {
  const base = shelfWith(columns(2, 564, 6), 'AYR');

  it('needs bottom and top boards, no duplicates, inside the column', () => {
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, boards: c.boards.filter((b) => b.sectionIndex !== 0) })))).toContain('shelf.board.bottom');
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, boards: c.boards.filter((b) => b.sectionIndex !== 6) })))).toContain('shelf.board.top');
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, boards: [...c.boards, { sectionIndex: 2, color: 'oak' }] })))).toContain('shelf.board.duplicate');
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, boards: [...c.boards, { sectionIndex: 7, color: 'oak' }] })))).toContain('shelf.board.range');
  });

  const front = (type: 'door' | 'drawer', sectionIndex: number, heightInSections: number) => ({ type, sectionIndex, heightInSections, color: 'oak', handle: { type: 'bar' as const, color: 'aluminium' }, hinge: 'left' as const });

  it.each([
    ['door', 2, true],
    ['door', 3, true],
    ['door', 5, false],
    ['door', 1, false],
    ['drawer', 1, true],
    ['drawer', 2, true],
    ['drawer', 3, false],
  ] as const)('%s of %i sections valid: %s', (type, h, ok) => {
    const d = withColumn(shelfWith(columns(1, 564, 6)), 0, (c) => ({ ...c, boards: [{ sectionIndex: 0 }, { sectionIndex: 6 }], fronts: [front(type, 0, h)] }));
    expect(errorCodes(d).includes('shelf.front.size')).toBe(!ok);
  });

  it('rejects fronts beyond the column, overlapping fronts and boards inside drawers', () => {
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, fronts: [front('door', 4, 4)] })))).toContain('shelf.front.range');
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, fronts: [front('door', 0, 2), front('drawer', 1, 1)] })))).toContain('shelf.front.overlap');
    // Default boards sit every 2 sections: a 2-section drawer at 1 encloses the board at 2.
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, fronts: [front('drawer', 1, 2)] })))).toContain('shelf.front.drawerBoard');
    // A door may close over a board.
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, fronts: [front('door', 1, 2)] })))).toEqual([]);
  });

  it('checks backwall sizes, range and overlap', () => {
    const bw = (sectionIndex: number, heightInSections: number) => ({ sectionIndex, heightInSections, color: 'oak' });
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, backwalls: [bw(0, 4), bw(4, 2)] })))).toEqual([]);
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, backwalls: [bw(0, 3)] })))).toContain('shelf.backwall.size');
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, backwalls: [bw(4, 4)] })))).toContain('shelf.backwall.range');
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, backwalls: [bw(0, 4), bw(2, 2)] })))).toContain('shelf.backwall.overlap');
  });

  it('requires walls to reach the taller neighbour and both sides of a shared wall to agree', () => {
    const low = { ...base, columns: base.columns.map((c, i) => (i === 0 ? { ...c, wallRight: { ...c.wallRight, heightInSections: 4 } } : c)) };
    expect(errorCodes(low)).toEqual(['shelf.wall.mismatch']);
    const bothLow = {
      ...low,
      columns: low.columns.map((c, i) => (i === 1 ? { ...c, wallLeft: { ...c.wallLeft, heightInSections: 4 } } : c)),
    };
    expect(shelfValidate(bothLow).errors).toEqual([
      { path: 'columns.1.wallLeft.heightInSections', code: 'shelf.wall.tooLow', params: { wall: 2, sections: 4, needed: 6 }, message: 'Wall 2 is 4 sections high but must reach the top board at 6 sections; raise it.' },
    ]);
  });

  it('limits metal bars to the standard module widths', () => {
    expect(errorCodes(shelfWith(columns(2, 564), 'AYR', { boardType: 'metalBar' }))).toEqual([]);
    expect(errorCodes(shelfWith(columns(2, 500), 'AYR', { boardType: 'metalBar' }))).toContain('shelf.metalBar.width');
  });

  it('warns, does not fail, when a part has no colour (it is shown in oak)', () => {
    const d = withColumn(base, 1, (c) => ({ ...c, boards: c.boards.map((b) => ({ sectionIndex: b.sectionIndex })) }));
    const result = shelfValidate(d);
    expect(result.errors).toEqual([]);
    expect(result.warnings[0]).toMatchObject({ path: 'columns.1.boards.0.color', code: 'shelf.color.missing' });
  });

  it('rejects colours a part does not offer', () => {
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, boards: c.boards.map((b) => ({ ...b, color: 'velvetex_blue_1007' })) })))).toContain('shelf.color.notAllowed');
    expect(errorCodes(withColumn(base, 0, (c) => ({ ...c, boards: c.boards.map((b) => ({ ...b, color: 'white_9003' })) })))).toContain('shelf.color.notAllowed');
  });
});

describe('shelf rules: baseboard cut', () => {
  const d = shelfWith(columns(2, 564), 'SOCLE');
  it.each([
    [0, 0, true],
    [6, 2, true],
    [8.5, 4.5, true],
    [10, 2, true],
    [16, 4.5, true],
    [7, 2, false],
    [6, 3, false],
    [6, 0, false],
    [0, 2, false],
  ])('height %s cm, depth %s cm valid: %s', (height, depth, ok) => {
    expect(errorCodes({ ...d, baseboardCut: { height, depth } }).length === 0).toBe(ok);
  });
  it('is not offered on hanging shelves', () => {
    expect(errorCodes(shelfWith(columns(2, 564), 'AYR', { baseboardCut: { height: 6, depth: 2 } }))).toContain('shelf.baseboardCut.hanging');
  });
});

describe('shelf assembly recommendation', () => {
  it('is none for a small shelf, recommended above 1500 mm, strongly for hanging or wall extensions', () => {
    expect(shelfAssemblyRecommendation(shelfWith(columns(2, 564, 4), 'CLASSYC'))).toBe('none'); // 1185 x 907
    expect(shelfAssemblyRecommendation(shelfWith(columns(3, 564, 4), 'CLASSYC'))).toBe('recommended'); // 1768 long
    expect(shelfAssemblyRecommendation(shelfWith(columns(1, 564, 8), 'SOCLE'))).toBe('recommended'); // 1615 high
    expect(shelfAssemblyRecommendation(shelfWith(columns(1, 564, 2), 'AYR'))).toBe('strongly_recommended');
    const extended = withColumn(shelfWith(columns(2, 564, 4), 'CLASSYC'), 1, (c) => c);
    const last = extended.columns[1];
    if (last === undefined) throw new Error('no column');
    last.wallRight = { ...last.wallRight, heightInSections: 6 };
    expect(errorCodes(extended)).toEqual([]);
    expect(shelfAssemblyRecommendation(extended)).toBe('strongly_recommended');
  });
});
