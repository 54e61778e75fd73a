import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { foregroundShare } from '../support/foreground-share';
import { configuratorHydrated } from '../support/pages';

/** One change of a journey: the step it is in on phones, and the option's button or swatch name. */
interface Change {
  tab: string;
  name: string;
}

/** The sofas on legs (joyn, lyvyn, pyllow) go the same way: slanted feet, a longer seat module, leather. */
function sofaOnLegsJourney(seatModule: string, feetStep: string): Change[] {
  return [
    { tab: feetStep, name: 'Slanted feet' },
    { tab: 'Modules', name: `Seat module ${seatModule}` },
    { tab: 'Colours', name: 'Belize Leather Black' },
  ];
}

/** Three changes per family, in English (/en-gb) so the names are the spec's; at least one moves the price. */
const JOURNEYS: Record<string, Change[]> = {
  shelf: [
    { tab: 'Dimensions', name: 'Width 56.4 cm' },
    { tab: 'Dimensions', name: 'Depth 47 cm' },
    { tab: 'Colours', name: 'Black' },
  ],
  wardrobe: [
    { tab: 'Doors', name: 'Sliding doors' },
    { tab: 'Modules', name: 'Add a 50 cm module' },
    { tab: 'Colours', name: 'Black' },
  ],
  joyn: sofaOnLegsJourney('120 cm', 'Legs'),
  lyvyn: sofaOnLegsJourney('120 cm', 'Legs'),
  flayr: [
    { tab: 'Dimensions', name: '39 cm' },
    { tab: 'Dimensions', name: 'Standard' },
    { tab: 'Modules', name: 'Seat module 102 cm' },
  ],
  pyllow: sofaOnLegsJourney('77 cm', 'Modules'),
  cushion: [
    { tab: 'Sizes', name: '50 × 50 cm' },
    { tab: 'Sizes', name: '40 × 80 cm' },
    { tab: 'Colours', name: 'Belize Leather Black' },
  ],
};

// The 3D view redraws after every change; in software WebGL (swiftshader, no GPU) that takes seconds.
const expect3d = expect.configure({ timeout: 45_000 });

const price = (page: Page) => page.getByTestId('price');
const dimensions = (page: Page) => page.getByTestId('dimensions');

/** A screenshot of the 3D canvas (the lazily loaded viewer draws into it). */
async function canvasShot(page: Page): Promise<Buffer> {
  return page.locator('.cfg-viewer canvas').first().screenshot();
}


async function applyChange(page: Page, change: Change, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('navigation', { name: 'Design steps' }).getByRole('button', { name: change.tab, exact: true }).click();
  await page.getByRole('button', { name: change.name, exact: true }).first().click();
}

// On a phone the journey's own parts (steps, the docked save and history) are the same for every family,
// and configurator-phone.spec.ts walks every family's steps there: two families cover it at 390 px.
const PHONE_JOURNEYS = new Set(['shelf', 'joyn']);

for (const [type, changes] of Object.entries(JOURNEYS)) {
  test(`${type}: configure, see the price change, save, reload the link, undo and redo`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone' && !PHONE_JOURNEYS.has(type), 'two families at 390 px (configurator-phone.spec.ts walks them all)');
    test.setTimeout(300_000);
    const phone = testInfo.project.name === 'phone';
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`/en-gb/${type}/configurator`);
    expect(response?.status()).toBe(200);
    // The page shell is rendered on the server: heading, dimensions and price are in the HTML.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-testid="price"');
    expect(html).toContain('data-testid="dimensions"');
    await configuratorHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main.cfg')).toHaveAttribute('data-layout', phone ? 'phone' : 'desktop');
    // The 3D view arrives lazily and draws the piece: the canvas is not blank.
    await expect3d(page.locator('.cfg-viewer canvas').first()).toBeVisible();
    await expect3d.poll(async () => foregroundShare(page, await canvasShot(page))).toBeGreaterThan(0.02);
    await page.screenshot({ path: testInfo.outputPath(`${type}-default-${testInfo.project.name}.png`), fullPage: false });
    await page.screenshot({ path: testInfo.outputPath(`${type}-default-${testInfo.project.name}-full.png`), fullPage: true });
    const canvasBefore = await canvasShot(page);

    const prices: string[] = [(await price(page).textContent()) ?? ''];
    for (const change of changes) {
      await applyChange(page, change, phone);
      prices.push((await price(page).textContent()) ?? '');
    }
    expect(new Set(prices).size, `prices ${prices.join(' / ')}`).toBeGreaterThan(1);
    await expect(price(page)).toHaveText(/\S/);
    // The 3D view follows the design.
    await expect3d.poll(async () => Buffer.compare(await canvasShot(page), canvasBefore) !== 0).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`${type}-changed-${testInfo.project.name}.png`), fullPage: false });

    const savedPrice = (await price(page).textContent()) ?? '';
    const savedDimensions = (await dimensions(page).textContent()) ?? '';
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect3d(page).toHaveURL(new RegExp(`/en-gb/${type}/[0-9a-f-]{36}$`));
    const link = page.getByLabel('Link to your design');
    await expect3d(link).toHaveValue(new RegExp(`/en-gb/${type}/[0-9a-f-]{36}$`));
    await expect3d(price(page)).toHaveText(savedPrice);
    await expect3d(dimensions(page)).toHaveText(savedDimensions);

    // Undo and redo survive the save (one session), by button and by keyboard.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect3d(link).toHaveCount(0);
    // The saved design, changed: the domain's compare says what changed since the save, before it is saved as a new design.
    const changedSince = page.getByTestId('design-changes');
    await expect(changedSince).toContainText(/Changed since it was saved: (No part added|1 part added|\d+ parts added), (none removed|\d+ removed)/);
    await expect(changedSince).toContainText('Saving makes a new design; the saved one stays as it is.');
    const parts = page.getByTestId('design-changes-parts');
    await expect(parts.getByRole('heading', { name: 'Added' })).toHaveCount(1);
    await expect(parts.getByRole('heading', { name: 'Removed' })).toHaveCount(1);
    // The shelf's last change was its colour: its black boards are what the undo took away.
    if (type === 'shelf') await expect(parts).toContainText(/− \d+ boards?, Black, [\d.]+ × [\d.]+ × [\d.]+ cm/);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect3d(price(page)).toHaveText(savedPrice);
    await page.keyboard.press('ControlOrMeta+z');
    await expect3d(page.getByRole('button', { name: 'Redo' })).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect3d(price(page)).toHaveText(savedPrice);
    await expect3d(link).toBeVisible();

    const url = page.url();
    await page.reload();
    await configuratorHydrated(page);
    expect(page.url()).toBe(url);
    await expect3d(price(page)).toHaveText(savedPrice);
    await expect3d(dimensions(page)).toHaveText(savedDimensions);
    await expect3d(page.getByLabel('Link to your design')).toHaveValue(url);
    await expect3d.poll(async () => foregroundShare(page, await canvasShot(page))).toBeGreaterThan(0.02);
    await page.screenshot({ path: testInfo.outputPath(`${type}-saved-${testInfo.project.name}.png`), fullPage: false });
    expect(errors).toEqual([]);
  });
}

test('a design that cannot be loaded redirects with "Design not found", per family and device', async ({ request }) => {
  const desktopUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  const phoneUa = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
  const missing = '00000000-0000-4000-8000-000000000000';
  const cases: [path: string, ua: string, target: string][] = [
    [`/joyn/${missing}`, desktopUa, '/about-our-configurators/sofas-and-armchair'],
    [`/flayr/${missing}`, phoneUa, '/'],
    [`/shelf/${missing}`, desktopUa, '/about-our-configurators/shelves-and-storage'],
    [`/shelf/${missing}`, phoneUa, '/about-our-configurators/shelves-and-storage'],
    [`/wardrobe/${missing}`, desktopUa, '/about-our-configurators'],
    [`/cushion/not-a-uuid`, phoneUa, '/'],
    [`/fr-ch/pyllow/${missing}`, desktopUa, '/fr-ch/about-our-configurators/sofas-and-armchair'],
  ];
  for (const [path, ua, target] of cases) {
    const res = await request.get(path, { headers: { 'user-agent': ua }, maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers()['location'], `${path} (${ua === phoneUa ? 'phone' : 'desktop'})`).toBe(`${target}?msg=Design%20not%20found`);
  }
});

test('?tab= opens that step on phones, "colors" included', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'steps are a phone layout');
  await page.goto('/en-gb/joyn/configurator?tab=colors');
  await configuratorHydrated(page);
  const steps = page.getByRole('navigation', { name: 'Design steps' });
  await expect(steps.getByRole('button', { name: 'Colours', exact: true })).toHaveAttribute('aria-current', 'step');
  await page.goto('/en-gb/joyn/configurator?tab=modules');
  await configuratorHydrated(page);
  await expect(steps.getByRole('button', { name: 'Modules', exact: true })).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'To legs couch' }).click();
  await expect(steps.getByRole('button', { name: 'Legs', exact: true })).toHaveAttribute('aria-current', 'step');
  await expect(page).toHaveURL(/tab=styles$/);
});

test('the configurator speaks the locale: German words, euro format', async ({ page }) => {
  await page.goto('/shelf/configurator');
  await configuratorHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestalten Sie Ihr Regal');
  await expect(price(page)).toHaveText(/^[\d.]+(,\d\d)?\u00a0€$/);
  await page.goto('/de-ch/shelf/configurator');
  await expect(price(page)).toHaveText(/^CHF\u00a0[\d']+(\.\d\d)?$/);
});

test('selecting a column by keyboard, and the configurator has no serious accessibility violation', async ({ page }) => {
  // Without motion the pressed colours apply at once; axe must not judge a colour half-way through its 120 ms transition.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en-gb/shelf/configurator');
  await configuratorHydrated(page);
  const column = page.getByRole('button', { name: 'Column 2', exact: true });
  await column.focus();
  await page.keyboard.press('Enter');
  await expect(column).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the desktop panel draws the sub-views far below the screen only once they come near, and one reached by keyboard is there', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a phone shows one step at a time');
  await page.goto('/en-gb/shelf/configurator');
  await configuratorHydrated(page);
  // Skipped while off screen (content-visibility: auto): no style, layout or paint before the first frame.
  const lastOption = page.locator('.cfg-subview').last().locator('button, select, input').first();
  const drawn = () => lastOption.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  // Still in the page for the keyboard: focused, it is drawn and scrolled into sight.
  await lastOption.focus();
  await expect(lastOption).toBeFocused();
  await expect.poll(drawn).toBe(true);
  await expect(lastOption).toBeInViewport();
});

test('a colour close-up far down the panel is painted once it comes near the screen, not while the page starts', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a phone shows one step at a time');
  await page.goto('/en-gb/shelf/configurator');
  await configuratorHydrated(page);
  await expect(page.getByTestId('configurator-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 120_000 });
  const closeup = page.locator('.cfg-closeup-canvas').last();
  // The share of the canvas's pixels painted (the plain colour behind it is CSS, not pixels).
  const painted = () =>
    closeup.evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let opaque = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) opaque++;
      return opaque / (data.length / 4);
    });
  await page.waitForTimeout(500);
  expect(await painted()).toBe(0);
  await closeup.scrollIntoViewIfNeeded();
  await expect.poll(painted).toBeGreaterThan(0.9);
});
