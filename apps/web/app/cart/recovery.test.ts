import { describe, expect, it } from 'vitest';
import { cartLine } from '@masswerk/domain';
import type { DesignSummary } from './design-summary';
import { cartWithRecovered, recoveryUuids } from './recovery';

const A = '5b0f6c9e-0000-4000-8000-00000000000a';
const B = '5b0f6c9e-0000-4000-8000-00000000000b';
const design = (uuid: string): DesignSummary => ({ uuid, furnitureType: 'wardrobe', name: null, dimensions: { length: 1000, width: 600, height: 2000 }, colors: ['white_9003'], specs: { metalBar: 1, doors: 2, drawers: 0 } });

describe('cart recovery links', () => {
  it('reads distinct design ids and sets apart what is no design id', () => {
    expect(recoveryUuids(` ${A}, ${A.toUpperCase()},,${B},nonsense,SampleBox`)).toEqual({ uuids: [A, B], invalid: ['nonsense', 'SampleBox'] });
    expect(recoveryUuids(null)).toEqual({ uuids: [], invalid: [] });
  });

  it('adds each design once as the configurator would, and leaves lines already there alone', () => {
    const cart = cartWithRecovered({ lineItems: [{ uuid: A, quantity: 3 }] }, [design(A), design(B), design(B)], 'fr_CH');
    expect(cart.lineItems.map((l) => [l.uuid, l.quantity])).toEqual([[A, 3], [B, 1]]);
    expect(cartLine(cart, B)?.meta).toEqual({ productDetailsPageURL: `/fr-ch/product/${B}`, dimensions: { length: 1000, width: 600, height: 2000 }, specs: { metalBar: 1, doors: 2, drawers: 0 }, type: 'wardrobe' });
    expect(cartLine(cart, B)?.addons).toEqual([]);
  });
});
