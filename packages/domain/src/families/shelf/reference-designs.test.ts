import { describe, expect, it } from 'vitest';
import { shelfFamily } from './index.ts';
import { shelfReferenceDesigns } from './reference-designs.ts';

describe('shelf reference designs', () => {
  it('has at least ten designs including the largest', () => {
    expect(shelfReferenceDesigns.length).toBeGreaterThanOrEqual(10);
    expect(shelfReferenceDesigns.map((r) => r.name)).toContain('largest');
  });

  it.each(shelfReferenceDesigns.map((r) => [r.name, r.design] as const))('%s is valid and survives parse', (_name, design) => {
    expect(shelfFamily.validate(design).errors).toEqual([]);
    const parsed = shelfFamily.parse(JSON.parse(JSON.stringify(design)));
    expect(parsed).toEqual({ ok: true, design });
  });

  it('covers 1 to 11 columns and every mounting', () => {
    const counts = shelfReferenceDesigns.map((r) => r.design.columns.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(11);
    const types = new Set(shelfReferenceDesigns.map((r) => r.design.feet.type));
    for (const t of ['hanging', 'socle', 'square', 'straight', 'slanted', 'roll', 'frame', 'hairpin', 'corner', 'narrow']) expect(types).toContain(t);
  });
});
