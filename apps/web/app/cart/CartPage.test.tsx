import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSEMBLY_SERVICE_SKU, COUNTRY_CODES, type Locale, type StoredCart } from '@masswerk/domain';
import { designInfoRoute, pricedCartSchema, type PricedCartAnswer } from '@masswerk/contract';
import shellDe from '../i18n/messages/de_DE.json';
import shellEn from '../i18n/messages/en_GB.json';
import { readCart, writeCart } from '../shell/local-store';
import { CartPage } from './CartPage';
import cartDe from './messages/de_DE.json';
import cartEn from './messages/en_GB.json';
import { designSummaryOf } from './design-summary';
import type { InitialCart } from './initial-cart';
import { cartPriceInput, type CartPriceInput } from './price-input';

const SHELF = '5b0f6c9e-0000-4000-8000-00000000000a';
const GONE = '5b0f6c9e-0000-4000-8000-00000000000b';
const CURRENCY = { de: 'EUR', uk: 'GBP', ch: 'CHF' } as const;

/** The server's answer for a cart, by simple rules: a shelf costs 500.00, assembly 80.00, the sample box 9.90, WELCOME10 takes 10 %. */
function priceOf(input: CartPriceInput): PricedCartAnswer {
  const lineItems = input.lineItems.map((line) => {
    const sample = line.uuid === 'SampleBox';
    const price = sample ? 990 : 50_000;
    const addonItems = line.addons.filter((a) => a.sku === ASSEMBLY_SERVICE_SKU).map((a) => ({ sku: a.sku, price: 8_000 }));
    const addonPrice = addonItems.reduce((s, a) => s + a.price, 0);
    const gross = (price + addonPrice) * line.quantity;
    const coupon = input.couponCode === 'WELCOME10' && !sample ? Math.round(gross * 0.1) : 0;
    return {
      uuid: line.uuid,
      quantity: line.quantity,
      type: sample ? 'sample' : 'shelf',
      price,
      addonPrice,
      addonItems,
      discountItems: coupon > 0 ? [{ type: 'Coupon' as const, code: 'WELCOME10', amount: coupon }] : [],
      calculation: { total: gross - coupon, vat: 0 },
      assemblyRecommendation: sample ? null : ('recommended' as const),
      shippingDuration: sample ? 5 : addonItems.length > 0 ? 35 : 21,
    };
  });
  const subtotal = lineItems.reduce((s, l) => s + (l.price + l.addonPrice) * l.quantity, 0);
  const couponTotal = lineItems.flatMap((l) => l.discountItems).reduce((s, d) => s + d.amount, 0);
  const total = subtotal - couponTotal;
  const code = input.couponCode ?? null;
  return pricedCartSchema.parse({
    countryCode: input.countryCode,
    currencyCode: CURRENCY[input.countryCode as keyof typeof CURRENCY],
    lineItems,
    unpricedItems: [],
    coupon: code === null ? null : code === 'WELCOME10' ? { code, applied: true } : { code, applied: false, refusal: { reason: 'not_found' as const }, message: `There is no coupon ${code}. Check the spelling.` },
    subtotal,
    discounts: couponTotal > 0 ? [{ type: 'Coupon', amount: couponTotal }] : [],
    vat: [{ rateBasisPoints: 1900, amount: Math.round(total - total / 1.19) }],
    shipping: 0,
    total,
    shippingDuration: Math.max(...lineItems.map((l) => l.shippingDuration)),
  });
}

const designInfo = (uuid: string) => ({
  uuid,
  furniture_type: 'shelf' as const,
  name: null,
  structure: {},
  compressedStructure: '',
  dimensions: { length: 1800, width: 400, height: 2000 },
  warnings: [],
  parts: [{ sku: 's', furniture_type: 'shelf', section: 'a', type: 'board', length: 1800, width: 400, height: 19, color: 'white_9003' }],
  price: Object.fromEntries(COUNTRY_CODES.map((country) => [country, { totalPriceInclTaxes: 50_000, currencyCode: 'EUR', shippingDuration: 21 }])),
  created_at: '2026-01-01T00:00:00Z',
  image_url: null,
  images: [],
});

/** A fake API: prices carts with priceOf (or fails, or waits while `hold` is set) and knows only SHELF. */
function fakeApi() {
  const api = {
    carts: [] as CartPriceInput[],
    failing: false,
    hold: null as Promise<void> | null,
    fetcher: vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url);
      if (path === '/api/checkout/carts') {
        const input = JSON.parse(String(init?.body)) as CartPriceInput;
        api.carts.push(input);
        if (api.failing) throw new TypeError('Failed to fetch');
        if (api.hold) await api.hold;
        return Response.json(priceOf(input));
      }
      const info = /^\/api\/designs\/info\/(.+)$/.exec(path);
      if (info?.[1] === SHELF) return Response.json(designInfo(SHELF));
      return Response.json({ error: { code: 'design_not_found', message: 'No design' } }, { status: 404 });
    }) as unknown as typeof fetch & ReturnType<typeof vi.fn>,
  };
  return api;
}

function renderCart(api: ReturnType<typeof fakeApi>, locale: Locale = 'en_GB', path = '/en-gb/shopping_cart', initial: InitialCart | null = null) {
  const [shell, cart] = locale === 'de_DE' ? [shellDe, cartDe] : [shellEn, cartEn];
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale, messages: shell }),
      Component: Outlet,
      children: [{ path: '*', Component: () => <CartPage messages={cart} colorNames={{ white_9003: 'Signal white' }} initial={initial} fetcher={api.fetcher} /> }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const twoLines: StoredCart = { lineItems: [{ uuid: SHELF, quantity: 2, meta: { type: 'shelf' }, addons: [] }, { uuid: 'SampleBox', quantity: 1, meta: { type: 'sample' }, addons: [] }] };
const total = () => screen.getByTestId('cart-total').textContent;

describe('the cart page', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('shows each line with its design and the server’s prices in the locale’s money', async () => {
    writeCart(twoLines);
    const api = fakeApi();
    renderCart(api);
    await waitFor(() => expect(total()).toBe('£1,009.90'));
    const [shelf, sample] = screen.getAllByTestId('cart-line');
    expect(within(shelf!).getByRole('heading', { level: 3 }).textContent).toBe('Shelf');
    await waitFor(() => expect(shelf!.textContent).toContain('W 180 × D 40 × H 200 cm'));
    expect(shelf!.textContent).toContain('Signal white');
    expect(within(shelf!).getByTestId('cart-line-total').textContent).toBe('£1,000');
    expect(within(shelf!).getByRole('link', { name: 'Edit in the configurator' }).getAttribute('href')).toBe(`/en-gb/shelf/${SHELF}`);
    expect(within(shelf!).getByRole('link', { name: 'Product page' }).getAttribute('href')).toBe(`/en-gb/product/${SHELF}`);
    expect(within(sample!).getByRole('heading', { level: 3 }).textContent).toBe('Sample box');
    expect(within(sample!).queryByRole('spinbutton')).toBeNull();
    expect(screen.getByTestId('cart-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('cart-delivery').textContent).toBe('ships in about 3 weeks');
    expect(screen.getByText('3 items')).toBeTruthy();
    expect(api.carts).toEqual([{ countryCode: 'uk', lineItems: [{ uuid: SHELF, quantity: 2, addons: [] }, { uuid: 'SampleBox', quantity: 1, addons: [] }], meta: { language: 'en_GB' } }]);
  });

  it('prices quick changes once, and announces the new total', async () => {
    writeCart(twoLines);
    const api = fakeApi();
    renderCart(api);
    await waitFor(() => expect(total()).toBe('£1,009.90'));
    const more = screen.getByRole('button', { name: 'One more: Shelf' });
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    expect((screen.getByRole('spinbutton', { name: 'Quantity, Shelf' }) as HTMLInputElement).value).toBe('5');
    await waitFor(() => expect(total()).toBe('£2,509.90'));
    expect(api.carts.map((c) => c.lineItems[0]!.quantity)).toEqual([2, 5]);
    expect(screen.getByTestId('cart-announcement').textContent).toBe('Prices updated. Total: £2,509.90.');
  });

  it('shows the newest prices even when an older answer arrives after them', async () => {
    writeCart(twoLines);
    const api = fakeApi();
    renderCart(api);
    await waitFor(() => expect(total()).toBe('£1,009.90'));
    let release = () => undefined as void;
    api.hold = new Promise<void>((resolve) => (release = resolve));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity, Shelf' }), { target: { value: '3' } });
    await waitFor(() => expect(api.carts).toHaveLength(2));
    api.hold = null;
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity, Shelf' }), { target: { value: '4' } });
    await waitFor(() => expect(total()).toBe('£2,009.90'));
    await act(async () => release());
    expect(total()).toBe('£2,009.90');
    expect(readCart().lineItems[0]!.quantity).toBe(4);
  });

  it('removes a line with a way back, and moves the focus to the undo and back to the line', async () => {
    writeCart(twoLines);
    renderCart(fakeApi());
    await waitFor(() => expect(total()).toBe('£1,009.90'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sample box from the basket' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.getByText('Sample box was removed from your basket.')).toBeTruthy();
    const undo = screen.getByRole('button', { name: 'Undo: put Sample box back in the basket' });
    expect(document.activeElement).toBe(undo);
    fireEvent.click(undo);
    expect(readCart().lineItems.map((l) => l.uuid)).toEqual([SHELF, 'SampleBox']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sample box'));
  });

  it('removes a line when its quantity is set to 0, and clears the cart with the last one', async () => {
    writeCart({ lineItems: [twoLines.lineItems[0]!], couponCode: 'WELCOME10' });
    renderCart(fakeApi());
    await waitFor(() => expect(total()).toBe('£900'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity, Shelf' }), { target: { value: '0' } });
    expect(screen.getByTestId('cart-empty')).toBeTruthy();
    expect(window.localStorage.getItem('masswerk.cart')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo: put Shelf back in the basket' }));
    expect(readCart()).toMatchObject({ couponCode: 'WELCOME10', lineItems: [{ uuid: SHELF, quantity: 2 }] });
  });

  it('switches the assembly of a line and shows its price and the recommendation', async () => {
    writeCart(twoLines);
    const api = fakeApi();
    renderCart(api);
    const assembly = await screen.findByRole('switch', { name: /Assembly by our team/ });
    expect(screen.getByText(/Recommended for this design/)).toBeTruthy();
    fireEvent.click(assembly);
    await waitFor(() => expect(total()).toBe('£1,169.90'));
    expect(readCart().lineItems[0]!.addons).toEqual([{ sku: ASSEMBLY_SERVICE_SKU }]);
    expect(screen.getByText('£80 per piece')).toBeTruthy();
    expect(screen.getByTestId('cart-delivery').textContent).toBe('ships in about 5 weeks');
  });

  it('applies a coupon, and says in the visitor’s language why another is refused', async () => {
    writeCart(twoLines);
    renderCart(fakeApi(), 'de_DE', '/shopping_cart');
    await waitFor(() => expect(total()).toBe('1.009,90\u00a0€'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Gutscheincode' }), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    await waitFor(() => expect(screen.getByText(/Es gibt keinen Gutschein NOPE\./)).toBeTruthy());
    expect(screen.getByRole('textbox', { name: 'Gutscheincode' }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Gutscheincode' }), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    await waitFor(() => expect(screen.getByText(/Gutschein WELCOME10 eingelöst\./)).toBeTruthy());
    expect(total()).toBe('909,90\u00a0€');
    expect(screen.getByTestId('cart-discount-Coupon').textContent).toContain('-100\u00a0€');
    fireEvent.click(screen.getByRole('button', { name: 'Gutschein WELCOME10 entfernen' }));
    await waitFor(() => expect(total()).toBe('1.009,90\u00a0€'));
    expect(readCart().couponCode).toBeUndefined();
  });

  it('keeps the lines and says so when the server cannot price, and prices again on request', async () => {
    writeCart(twoLines);
    const api = fakeApi();
    api.failing = true;
    renderCart(api);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We cannot calculate your prices right now. Your basket is kept');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to checkout' })).toHaveProperty('disabled', true);
    api.failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(total()).toBe('£1,009.90'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/en-gb/checkout/delivery');
  });

  it('puts the designs of a recovery link in the cart and reports the ones it cannot find', async () => {
    const api = fakeApi();
    renderCart(api, 'en_GB', `/en-gb/shopping_cart?uuid=${SHELF},${GONE},junk`);
    await waitFor(() => expect(screen.getByTestId('cart-recovery').textContent).toContain('1 design was put in your basket.'));
    expect(screen.getByTestId('cart-recovery').textContent).toContain('We could not find 2 designs of your link: 5b0f6c9e… and junk. Check the link');
    expect(readCart().lineItems.map((l) => [l.uuid, l.quantity, l.meta?.type])).toEqual([[SHELF, 1, 'shelf']]);
    await waitFor(() => expect(total()).toBe('£500'));
  });

  it('shows the empty cart with ways to fill it', async () => {
    renderCart(fakeApi());
    expect((await screen.findByTestId('cart-empty')).textContent).toContain('Your basket is empty.');
    expect(screen.getByRole('link', { name: 'Order the sample box' }).getAttribute('href')).toBe('/en-gb/samplebox');
  });

  it('starts from the cart the server rendered priced, and prices anew only a cart that differs', async () => {
    // The server's copy (the cookie's cart): priced and its design known, as cart-page.server.ts hands it over.
    const serverCart: StoredCart = { lineItems: twoLines.lineItems.map(({ uuid, quantity }) => ({ uuid, quantity })) };
    const { input } = cartPriceInput(serverCart, 'en_GB');
    const initial: InitialCart = { cart: serverCart, pricedInput: input, priced: priceOf(input), summaries: [[SHELF, { status: 'found', summary: designSummaryOf(designInfoRoute.responses[200].schema.parse(designInfo(SHELF))) }]] };
    writeCart(twoLines);
    const api = fakeApi();
    renderCart(api, 'en_GB', '/en-gb/shopping_cart', initial);
    // At the page's first render: the lines and the total, no loading state.
    expect((await screen.findByTestId('cart-total')).textContent).toBe('£1,009.90');
    expect(screen.queryByText(cartEn.loading)).toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.carts).toHaveLength(0);
    expect(api.fetcher).not.toHaveBeenCalled();

    cleanup();
    writeCart({ lineItems: [{ ...twoLines.lineItems[0]!, quantity: 3 }, twoLines.lineItems[1]!] });
    const other = fakeApi();
    renderCart(other, 'en_GB', '/en-gb/shopping_cart', initial);
    await waitFor(() => expect(total()).toBe('£1,509.90'));
    expect(other.carts).toHaveLength(1);
  });
});
