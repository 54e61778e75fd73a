import { describe, expect, it } from 'vitest';
import type { Centimetres } from '@masswerk/domain';
import { posterAspect, posterSide } from './poster';

const cm = (n: number) => n as Centimetres;

describe('the poster in the view box', () => {
  /** A box of W x D x H cm standing on the floor, centred, as a scene object. */
  const box = (w: number, d: number, h: number, y = h / 2) => ({ center: { x: cm(0), y: cm(y), z: cm(0) }, size: { x: cm(w), y: cm(h), z: cm(d) }, invisible: false });
  const front = { azimuth: 0, polar: 0 };

  it("takes the piece's width over its height as the viewer frames it, within 1:5 and 5:1, and 1 for an empty scene", () => {
    // From the front, a shallow piece: nearly its width over its height (its front corners are a little nearer).
    const wide = posterAspect([box(200, 40, 100)], front);
    expect(wide).toBeGreaterThan(1.8);
    expect(wide).toBeLessThanOrEqual(2);
    expect(posterAspect([box(100, 60, 236)], front)).toBeLessThan(0.5);
    expect(posterAspect([box(1200, 90, 80)], front)).toBe(5);
    expect(posterAspect([], front)).toBe(1);
    expect(posterAspect([{ ...box(300, 40, 100), invisible: true }, box(100, 40, 100)], front)).toBe(posterAspect([box(100, 40, 100)], front));
  });

  it('frames a hanging piece down to the floor, as the viewer does', () => {
    expect(posterAspect([box(200, 30, 50, 150)], front)).toBeLessThan(posterAspect([box(200, 30, 50)], front) / 2);
  });

  it('gives the aspect the canvas shows, turned either way (looked at: the shelf and the armchair as the desktop configurator opens them)', () => {
    const shelf = [box(225.4, 34.2, 129.1)];
    expect(posterAspect(shelf, { azimuth: 25, polar: 12 })).toBeCloseTo(1.45, 1);
    expect(posterAspect(shelf, { azimuth: -25, polar: 12 })).toBeCloseTo(posterAspect(shelf, { azimuth: 25, polar: 12 }), 2);
    // A deep piece: its front comes nearer the camera, so it is framed wider than its outline seen from afar (about 1.05).
    expect(posterAspect([box(104, 98, 76)], { azimuth: 0, polar: 15 })).toBeGreaterThan(1.2);
  });

  it('is as large as the canvas draws the piece: a wide piece fills the width (cover) until the box is wider than the piece', () => {
    // A 3:1 sofa in a 16:10 box: limited by the width, as the canvas frames it; the square is cropped above and below.
    expect(posterSide({ width: 800, height: 500 }, 3)).toBe(800);
    // A 2:1 shelf in a 780 x 360 box: limited by the height; the square is as wide as the piece drawn 360 high.
    expect(posterSide({ width: 780, height: 360 }, 2)).toBe(720);
  });

  it('shows a tall piece whole in a wide box (contain), and fills a narrow box by its width', () => {
    expect(posterSide({ width: 800, height: 500 }, 0.5)).toBe(500);
    expect(posterSide({ width: 200, height: 500 }, 0.5)).toBe(400);
    // A square piece in a square box: the picture exactly.
    expect(posterSide({ width: 600, height: 600 }, 1)).toBe(600);
  });
});
