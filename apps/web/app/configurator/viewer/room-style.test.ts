import { describe, expect, it } from 'vitest';
import { roomWallZ, SKIRTING } from './room-style.ts';

describe('roomWallZ', () => {
  it('stands the wall behind the skirting of a standing piece, right behind a hanging one', () => {
    expect(roomWallZ(0, false)).toBeLessThanOrEqual(-SKIRTING.depth);
    expect(roomWallZ(0, true)).toBeLessThan(0);
    expect(roomWallZ(0, true)).toBeGreaterThan(-0.5);
  });
});
