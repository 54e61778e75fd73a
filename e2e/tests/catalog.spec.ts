import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { hydrated } from '../support/pages';

// Category pages (issue 17) at 1280 px and 390 px, in two locales: land on a configurator's back-link
// path, filter by keyboard, go to the next page, open a design; the same without script; no serious
// axe finding (where script runs: axe is a script).

/** The widths (cm) the cards show: "W 243 × D 98 × H 81 cm" and the like. */
async function cardWidths(page: Page): Promise<number[]> {
  const sizes = await page.locator('.catalog-size').allTextContents();
  return sizes.map((text) => Number(/(\d[\d.,\s]*)/.exec(text)![1]!.replace(/\s/g, '').replace(',', '.')));
}

/** The widths of the cards shown that are wider than `cm` (none once a filter to at most `cm` is drawn). */
async function widerThan(page: Page, cm: number): Promise<number[]> {
  return (await cardWidths(page)).filter((width) => width > cm + 0.9);
}

const LOCALES = [
  { prefix: '/en-gb', heading: 'Sofas & armchairs', width: 'Width (cm)', to: 'to', next: 'Next page', count: /^\d+ designs$/, price: /£[\d,]+\.\d{2}/ },
  { prefix: '/fr-fr', heading: 'Canapés et fauteuils', width: 'Largeur (cm)', to: 'à', next: 'Page suivante', count: /^\d+ modèles$/, price: /[\d\s\u202f]+,\d{2}\s€/ },
] as const;

for (const l of LOCALES) {
  test(`${l.prefix}: a visitor lands on the sofas page, filters by keyboard, pages on and opens a design`, async ({ page }) => {
    const landed = await page.goto(`${l.prefix}/couches-and-armchairs`);
    expect(landed?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: l.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${l.heading} | Masswerk`);
    await expect(page.locator('.catalog-card')).toHaveCount(12);
    await expect(page.locator('.catalog-price').first()).toContainText(l.price);
    expect(await seriousViolations(page)).toEqual([]);

    // Filter: widths up to 300 cm, typed and sent with Enter.
    const upTo = page.getByRole('group', { name: l.width }).getByLabel(l.to, { exact: true });
    await upTo.focus();
    await page.keyboard.type('300');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/width_max=300/);
    await expect(page.locator('.catalog-count')).toHaveText(l.count);
    // The address changes before React has drawn the new cards (the router renders them in a transition).
    await expect.poll(() => widerThan(page, 300)).toEqual([]);
    expect(await page.locator('.catalog-card').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The next page keeps the filter.
    const next = page.getByRole('link', { name: l.next });
    if (await next.count()) {
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/page=2/);
      await expect(page).toHaveURL(/width_max=300/);
      await expect(page.locator('.catalog-pages [aria-current="page"]')).toHaveText('2');
    }

    // Open a design: its product page.
    const first = page.locator('.catalog-card-link').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/product/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('while a filter loads, the designs shown say they are busy and fade; then the filtered ones come', async ({ page }) => {
  await page.goto('/en-gb/couches-and-armchairs');
  await hydrated(page);
  const results = page.locator('.catalog-results');
  await expect(results).toHaveAttribute('aria-busy', 'false');
  // The filter's data is held back until the busy state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  const upTo = page.getByRole('group', { name: 'Width (cm)' }).getByLabel('to', { exact: true });
  await upTo.fill('300');
  await upTo.press('Enter');
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => page.locator('.catalog-grid').evaluate((grid) => getComputedStyle(grid).opacity)).toBe('0.55');
  release();
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => widerThan(page, 300)).toEqual([]);
  await expect(page.locator('.catalog-grid')).toHaveCSS('opacity', '1');
});

test('without script: the filter form, the sort and the pages work as plain links and a GET form', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/shelves');
  await expect(page.getByRole('heading', { level: 1, name: 'Regale' })).toBeVisible();
  await page.getByLabel('Sortieren nach').selectOption('-price');
  await page.getByRole('group', { name: 'Höhe (cm)' }).getByLabel('von', { exact: true }).fill('80');
  await page.getByRole('button', { name: 'Designs anzeigen' }).click();
  await expect(page).toHaveURL(/height_min=80/);
  await expect(page).toHaveURL(/sort=-price/);
  const prices = (await page.locator('.catalog-price').allTextContents()).map((text) => Number(/([\d.]+,\d{2})/.exec(text)![1]!.replace(/\./g, '').replace(',', '.')));
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  // (axe needs script, so the scripted journeys above check these pages.)

  await page.goto('/storage/wardrobes?page=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Kleiderschränke' })).toBeVisible();
  await page.getByRole('link', { name: 'Kleiderschrank selbst gestalten' }).click();
  await expect(page).toHaveURL(/\/configurator$/);
  await context.close();
});

test("every configurator's back link leads to a category page", async ({ page }) => {
  for (const path of ['/shelves', '/storage/wardrobes', '/couches-and-armchairs', '/accessories/cushions', '/nl-nl/accessories/cushions', '/de-ch/shelves']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('.catalog-card').first(), path).toBeVisible();
  }
});
