import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAMILIES, SAMPLE_BOX_UUID } from '@masswerk/domain';
import { readCart } from '../../shell/local-store';
import { translatorFor } from '../i18n';
import { configuratorMessages } from '../messages.server';
import { SampleBoxOrder } from './SampleBoxOrder';

const shelf = FAMILIES.shelf;
const elements = shelf.elements(shelf.defaults());

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('SampleBoxOrder', () => {
  it('adds the sample box noted with the design’s colours, and says so; a second time it says the box was there', () => {
    const t = translatorFor('en_GB', configuratorMessages('en_GB'));
    render(<SampleBoxOrder elements={elements} cartHref="/en-gb/shopping_cart" t={t} />);
    expect(screen.getByText(/the sample box, noted with White/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Order samples of these colours' }));
    expect(screen.getByRole('status').textContent).toBe('The sample box is in your basket, noted with your colours. View basket');
    expect(screen.getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/en-gb/shopping_cart');
    const [line] = readCart().lineItems;
    expect(line).toMatchObject({ uuid: SAMPLE_BOX_UUID, quantity: 1, meta: { type: 'sample', colors: expect.arrayContaining(['white_u11209']) }, addons: [] });

    fireEvent.click(screen.getByRole('button', { name: 'Order samples of these colours' }));
    expect(screen.getByRole('status').textContent).toMatch(/^The sample box was already in your basket \(one per order\)/);
    expect(readCart().lineItems).toHaveLength(1);
    expect(readCart().lineItems[0]?.quantity).toBe(1);
  });

  it('speaks the locale', () => {
    const t = translatorFor('de_DE', configuratorMessages('de_DE'));
    render(<SampleBoxOrder elements={elements} cartHref="/shopping_cart" t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'Muster dieser Farben bestellen' }));
    expect(screen.getByRole('status').textContent).toContain('Die Musterbox liegt im Warenkorb');
  });
});
