import { describe, expect, it } from 'vitest';
import { designMainColors, designSummaryOf } from './design-summary';

const part = (color: string, length: number, width: number, height: number, type = 'board') => ({ color, length, width, height, type });

describe('a design’s summary', () => {
  it('names the colours that cover the piece, largest first, by the faces of the parts', () => {
    // Two big boards of white, one of oak; many small black handles whose edges would win by count.
    const parts = [part('white', 1000, 400, 19), part('white', 1000, 400, 19), part('oak', 1000, 400, 19), ...Array.from({ length: 20 }, () => part('black', 100, 20, 20))];
    expect(designMainColors(parts)).toEqual(['white', 'oak']);
    expect(designMainColors([])).toEqual([]);
    expect(designMainColors([part('a', 10, 10, 1)])).toEqual(['a']);
  });

  it('keeps at most three colours', () => {
    expect(designMainColors(['a', 'b', 'c', 'd'].map((c) => part(c, 100, 100, 1)))).toHaveLength(3);
  });

  it('counts doors, drawers and metal bars among the parts', () => {
    const summary = designSummaryOf({
      uuid: 'u',
      furniture_type: 'wardrobe',
      name: 'Hall',
      dimensions: { length: 1200, width: 600, height: 2200 },
      parts: [part('w', 500, 19, 2000, 'door'), part('w', 500, 19, 2000, 'door'), part('w', 500, 400, 150, 'drawer'), part('m', 1000, 20, 20, 'metal_bar')],
    });
    expect(summary).toMatchObject({ name: 'Hall', furnitureType: 'wardrobe', specs: { doors: 2, drawers: 1, metalBar: 1 }, colors: ['w'] });
  });
});
