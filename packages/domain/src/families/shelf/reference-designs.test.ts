import { describe, expect, it } from 'vitest';
import { shelfFamily } from './index.ts';
import { shelfReferenceDesigns } from './reference-designs.ts';

describe('shelf reference designs', () => {
  it('has at least ten designs including the largest', () => {
    expect(Object.keys(shelfReferenceDesigns).length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(shelfReferenceDesigns)).toContain('largest');
  });

  it.each(Object.entries(shelfReferenceDesigns))('%s is valid and survives parse', (_name, design) => {
    expect(shelfFamily.validate(design).errors).toEqual([]);
    const parsed = shelfFamily.parse(JSON.parse(JSON.stringify(design)));
    expect(parsed).toEqual({ ok: true, design });
  });

  it('covers 1 to 11 columns and every mounting', () => {
    const counts = Object.values(shelfReferenceDesigns).map((d) => d.columns.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(11);
    const types = new Set(Object.values(shelfReferenceDesigns).map((d) => d.feet.type));
    for (const t of ['hanging', 'socle', 'square', 'straight', 'slanted', 'roll', 'frame', 'hairpin', 'corner', 'narrow']) expect(types).toContain(t);
  });
});
