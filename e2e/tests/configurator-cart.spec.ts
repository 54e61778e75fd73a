import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { fillDelivery, formLive } from '../support/checkout';
import { configuratorHydrated, configuratorReady, hydrated } from '../support/pages';

// Add to cart, the saved thumbnail, and axe on every configurator page. Kept short: each 3D load takes
// seconds in software WebGL.
const FAMILIES = ['shelf', 'wardrobe', 'joyn', 'lyvyn', 'flayr', 'pyllow', 'cushion'] as const;
const ASSEMBLY_SKU = '701.101.02';
const BASEBOARD_CUT_SKU = '701.102.00';
const expect3d = expect.configure({ timeout: 45_000 });

interface StoredCart {
  lineItems: { uuid: string; quantity: number; meta: Record<string, unknown>; addons: { sku: string; meta?: Record<string, unknown> }[] }[];
}

const storedCart = (page: Page): Promise<StoredCart | null> =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('masswerk.cart');
    return raw === null ? null : (JSON.parse(raw) as { value: StoredCart }).value;
  });

/** Pence of a price as shown ("£1,234.56"). */
const pence = (text: string | null): number => Number((text ?? '').replace(/[^0-9]/g, ''));

test('add to cart: the line with the chosen services, the header badge, a link to the cart', async ({ page, isMobile }) => {
  await page.goto('/en-gb/shelf/configurator');
  await configuratorReady(page);
  await page.getByRole('checkbox', { name: /Assembly service/ }).check();
  // The baseboard cut has one control, the design's own option: choosing it prices the cut and puts the addon in the cart.
  // The default shelf stands on 12 cm legs: a 16 cm cut reaches its walls (a 10 cm one would cut nothing).
  await expect(page.getByRole('checkbox', { name: /Baseboard cut/ })).toHaveCount(0);
  const price = page.getByTestId('price');
  const withoutCut = await price.textContent();
  const cut = page.getByRole('button', { name: 'Baseboard cut 16 cm high, 2 cm deep' });
  // On a phone the cut is an option of the dimensions step.
  if (isMobile) await page.getByRole('navigation', { name: 'Design steps' }).getByRole('button', { name: 'Dimensions', exact: true }).click();
  await cut.click();
  await expect(cut).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('baseboard-cut')).toContainText('16 cm high, 2 cm deep');
  await expect(price).not.toHaveText(withoutCut ?? '');
  const shown = pence(await price.textContent());
  await page.getByRole('button', { name: 'Add to basket' }).click();

  const confirmation = page.locator('.cfg-cart-status');
  await expect3d(confirmation).toContainText('Added to your basket.');
  await expect(confirmation.getByRole('link', { name: 'View basket' })).toHaveAttribute('href', '/en-gb/shopping_cart');
  await expect(page.locator('a[href="/en-gb/shopping_cart"] .count-badge').first()).toHaveText('1');

  const cart = await storedCart(page);
  expect(cart?.lineItems).toHaveLength(1);
  const line = cart!.lineItems[0]!;
  expect(line.uuid).toMatch(/^[0-9a-f-]{36}$/);
  expect(line.quantity).toBe(1);
  expect(line.meta).toMatchObject({ type: 'shelf', productDetailsPageURL: `/en-gb/product/${line.uuid}` });
  expect(line.meta['dimensions']).toMatchObject({ length: expect.any(Number), width: expect.any(Number), height: expect.any(Number) });
  expect(line.addons.map((a) => a.sku).sort()).toEqual([ASSEMBLY_SKU, BASEBOARD_CUT_SKU]);
  expect(line.addons.find((a) => a.sku === BASEBOARD_CUT_SKU)?.meta).toMatchObject({ title: 'Baseboard cut service', height: 16, depth: 2 });

  // The server prices the line from the saved design and its addons: the price shown is the price charged.
  const priced = await page.evaluate(async (lineItems) => {
    const response = await fetch('/api/checkout/carts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ countryCode: 'uk', lineItems }) });
    return (await response.json()) as { lineItems: { price: number; addonPrice: number; addonItems: { sku: string; price: number }[] }[] };
  }, cart!.lineItems);
  const charged = priced.lineItems[0]!;
  expect(charged.addonItems.find((a) => a.sku === BASEBOARD_CUT_SKU)?.price).toBeGreaterThan(0);
  expect(charged.price + charged.addonPrice).toBe(shown);
});

test('save stores a thumbnail from the canvas and shows it beside the link (on a phone the docked bar has no room for it)', async ({ page, request, isMobile }) => {
  // Drawing, saving and encoding the picture take a configurator's start and more on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/en-gb/cushion/configurator');
  await configuratorReady(page);
  const stored = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/designs\/[0-9a-f-]{36}\/images\/0$/.test(r.url()), { timeout: 45_000 });
  await page.getByRole('button', { name: 'Save design' }).click();
  await page.waitForURL(/\/en-gb\/cushion\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/').pop()!;
  expect((await stored).status()).toBe(201);
  const picture = page.getByRole('img', { name: 'Picture of your saved design' });
  if (isMobile) await expect(picture).toBeHidden();
  else {
    await expect3d(picture).toBeVisible();
    // Visible as soon as its element is there; decoded a moment later.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  const response = await request.get(`/api/designs/${uuid}/images/0`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/webp');

  // Opened by its link in another tab, the design shows the stored picture, downloaded once: the page
  // asks whether it is there (HEAD) and its <img> fetches it.
  const opened = await page.context().newPage();
  const asked: string[] = [];
  const picturePath = `/api/designs/${uuid}/images/0`;
  opened.on('request', (r) => {
    if (new URL(r.url()).pathname === picturePath) asked.push(r.method());
  });
  await opened.goto(`/en-gb/cushion/${uuid}`);
  await configuratorReady(opened);
  const shown = opened.getByRole('img', { name: 'Picture of your saved design' });
  if (!isMobile) await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect.poll(() => asked.includes('HEAD')).toBe(true);
  expect(asked.filter((method) => method === 'GET').length).toBeLessThanOrEqual(1);
  await opened.close();
});

test('order samples of the chosen colours: the sample box reaches the basket once, noted with them, and priced', async ({ page, isMobile }) => {
  await page.goto('/en-gb/cushion/configurator');
  await configuratorHydrated(page);
  if (isMobile) await page.getByRole('navigation', { name: 'Design steps' }).getByRole('button', { name: 'Colours', exact: true }).click();
  await page.getByRole('button', { name: 'Belize Leather Black', exact: true }).click();
  const samples = page.getByRole('region', { name: 'Colour samples' });
  await expect(samples).toContainText('noted with Belize Leather Black');
  const order = samples.getByRole('button', { name: 'Order samples of these colours' });
  await order.click();
  await expect(samples.getByRole('status')).toHaveText('The sample box is in your basket, noted with your colours. View basket');
  await expect(page.locator('a[href="/en-gb/shopping_cart"] .count-badge').first()).toHaveText('1');
  // Once per order: a second press keeps one box and says it was there.
  await order.click();
  await expect(samples.getByRole('status')).toContainText('The sample box was already in your basket (one per order)');
  const cart = await storedCart(page);
  expect(cart?.lineItems).toEqual([{ uuid: 'SampleBox', quantity: 1, meta: { colors: ['belize_leather_black_2109'], type: 'sample' }, addons: [] }]);
  expect(await seriousViolations(page)).toEqual([]);

  // The basket prices it as the server does.
  const priced = await page.evaluate(async (lineItems) => {
    const response = await fetch('/api/checkout/carts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ countryCode: 'uk', lineItems }) });
    return (await response.json()) as { lineItems: { uuid: string; calculation: { total: number } }[] };
  }, cart!.lineItems);
  const total = priced.lineItems[0]!.calculation.total;
  expect(total).toBeGreaterThan(0);
  await samples.getByRole('link', { name: 'View basket' }).click();
  await page.waitForURL(/\/en-gb\/shopping_cart$/);
  await hydrated(page);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('heading', { level: 3 })).toHaveText('Sample box');
  // The basket says what the box holds, and so does the server's answer the order keeps.
  await expect(line.locator('.cart-line-colours')).toHaveText('Belize Leather Black');
  expect((priced.lineItems[0] as { colors?: string[] }).colors).toEqual(['belize_leather_black_2109']);
  // Pounds, with pence only when there are some (shop.md §9).
  await expect(line.getByTestId('cart-line-total')).toHaveText(`£${total % 100 === 0 ? total / 100 : (total / 100).toFixed(2)}`);

  // The checkout's review names them too, before the order is placed.
  await page.goto('/en-gb/checkout/delivery');
  await formLive(page);
  await fillDelivery(page, { email: 'sam@example.co.uk', firstName: 'Sam', lastName: 'Smith', street: '1 High Street', postalCode: 'SW1A 1AA', city: 'London', phone: '020 7946 0958' });
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page).toHaveURL(/\/en-gb\/checkout\/validation$/);
  await expect(page.locator('.checkout-lines li')).toHaveCount(1);
  await expect(page.locator('.checkout-lines li')).toContainText('Sample box');
  await expect(page.locator('.checkout-lines li')).toContainText('Colours: Belize Leather Black');
});

for (const type of FAMILIES) {
  test(`${type}: the configurator page has no serious accessibility violation`, async ({ page }) => {
    await page.goto(`/en-gb/${type}/configurator`);
    await configuratorReady(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
