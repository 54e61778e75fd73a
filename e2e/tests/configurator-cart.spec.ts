import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { configuratorReady } from '../support/pages';

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

test('add to cart: the line with the chosen services, the header badge, a link to the cart', async ({ page }) => {
  await page.goto('/en-gb/shelf/configurator');
  await configuratorReady(page);
  await page.getByRole('checkbox', { name: /Assembly service/ }).check();
  await page.getByRole('checkbox', { name: /Baseboard cut service/ }).check();
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
  expect(line.addons.find((a) => a.sku === BASEBOARD_CUT_SKU)?.meta).toMatchObject({ title: 'Baseboard cut service' });
});

test('save stores a thumbnail from the canvas and shows it beside the link (on a phone the docked bar has no room for it)', async ({ page, request, isMobile }) => {
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
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  const response = await request.get(`/api/designs/${uuid}/images/0`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/webp');
});

for (const type of FAMILIES) {
  test(`${type}: the configurator page has no serious accessibility violation`, async ({ page }) => {
    await page.goto(`/en-gb/${type}/configurator`);
    await configuratorReady(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
