import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { configuratorHydrated } from '../support/pages';

/**
 * Touching the piece (issue 16 "Touch the piece"), on a phone (a tap) and on a desktop (a click): a part
 * of every kind (a shelf's board, a wardrobe's door and drawer, a sofa's cushion) selects its column or
 * module, in 3D and in the panel's list; the doors and drawers open from the viewer's controls (by
 * keyboard too). Where a part is on screen comes from the view itself (its pickPoint test hook raycasts
 * as a click does), not from guessed coordinates.
 */

interface PickPoint {
  x: number;
  y: number;
  section: string;
  type: string;
  kind: string;
}
type Query = { section?: string; type?: string; kind?: string };

// Software WebGL (swiftshader, no GPU) draws a frame in seconds, not milliseconds.
const expect3d = expect.configure({ timeout: 45_000 });
const canvas = (page: Page) => page.getByTestId('configurator-canvas');

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await configuratorHydrated(page);
  await expect3d(canvas(page)).toHaveAttribute('data-ready', 'true');
  await expect3d(canvas(page)).toHaveAttribute('data-settled', 'true');
}

/** A point of the page where a click reaches a part matching `query` first (polled: the camera may still glide). */
async function pointOf(page: Page, query: Query): Promise<PickPoint> {
  let found: PickPoint | null = null;
  await expect
    .poll(
      async () => {
        found = await canvas(page).evaluate((el, q) => (el as HTMLElement & { pickPoint?: (q: Query) => PickPoint | null }).pickPoint?.(q) ?? null, query);
        return found !== null;
      },
      { timeout: 30_000, message: `a ${JSON.stringify(query)} in sight` },
    )
    .toBe(true);
  return found!;
}

/** Taps (phone) or clicks (desktop) a part matching `query` and returns what was touched. */
async function touch(page: Page, query: Query, isMobile: boolean): Promise<PickPoint> {
  const point = await pointOf(page, query);
  if (isMobile) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
  return point;
}

/** The panel's list button of a section. */
const listed = (page: Page, section: string) => page.locator(`.cfg-sections [data-section="${section}"]`);

const PARTS: { type: string; query: Query }[] = [
  { type: 'shelf', query: { section: 'c1', kind: 'board' } },
  { type: 'wardrobe', query: { section: 'm1', kind: 'door' } },
  { type: 'joyn', query: { section: 'm0', kind: 'cushion' } },
];

for (const { type, query } of PARTS) {
  test(`${type}: touching a ${query.kind} in 3D selects its section, in 3D and in the panel's list`, async ({ page, isMobile }) => {
    test.setTimeout(180_000);
    await ready(page, `/en-gb/${type}/configurator`);
    await expect(listed(page, query.section!)).toHaveAttribute('aria-pressed', 'false');
    const touched = await touch(page, query, isMobile);
    expect(touched.kind).toBe(query.kind);
    await expect3d(canvas(page)).toHaveAttribute('data-selection', new RegExp(`(^|,)${query.section}(,|$)`));
    await expect(canvas(page)).toHaveAttribute('data-picked', `${query.section}:${touched.type}`);
    await expect(listed(page, query.section!)).toHaveAttribute('aria-pressed', 'true');
    // And said to a screen reader, which does not see the picture.
    await expect(page.locator('.cfg-sections [role="status"]')).toHaveText('1 part selected');
  });
}

test('wardrobe: the doors open from the viewer’s controls, by keyboard too, and a drawer inside can then be touched', async ({ page, isMobile }) => {
  test.setTimeout(180_000);
  await ready(page, '/en-gb/wardrobe/configurator');
  const open = page.getByRole('button', { name: 'Open doors and drawers' });
  await expect(open).toHaveAttribute('aria-pressed', 'false');
  const door = await pointOf(page, { section: 'm0', kind: 'door' });

  await open.focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveAttribute('aria-pressed', 'true');
  await expect3d(canvas(page)).toHaveAttribute('data-open', 'true');
  // The door has swung away from where it was: what is behind it (a drawer) is in sight and can be touched.
  const drawer = await touch(page, { section: 'm0', type: 'drawer_front' }, isMobile);
  expect(Math.hypot(drawer.x - door.x, drawer.y - door.y)).toBeGreaterThan(0);
  await expect(listed(page, 'm0')).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas(page)).toHaveAttribute('data-picked', 'm0:drawer_front');
  // The open button, the handles and the "+" on the piece leave no serious accessibility finding.
  expect(await seriousViolations(page)).toEqual([]);

  await open.click();
  await expect(open).toHaveAttribute('aria-pressed', 'false');
  await expect3d(canvas(page)).toHaveAttribute('data-open', 'false');
});

test('wardrobe: the interiors step opens the doors by itself, and the visitor can close them', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the interiors step is the phone’s; a desktop shows every sub-view at once, doors closed');
  test.setTimeout(180_000);
  await ready(page, '/en-gb/wardrobe/configurator?tab=interiors');
  const open = page.getByRole('button', { name: 'Open doors and drawers' });
  await expect(open).toHaveAttribute('aria-pressed', 'true');
  await expect3d(canvas(page)).toHaveAttribute('data-open', 'true');
  await open.click();
  await expect3d(canvas(page)).toHaveAttribute('data-open', 'false');
});

test('sofas have no doors: no open button', async ({ page }) => {
  test.setTimeout(120_000);
  await ready(page, '/en-gb/joyn/configurator');
  await expect(page.getByRole('button', { name: 'Open doors and drawers' })).toHaveCount(0);
});

const priceOf = (page: Page) => page.getByTestId('price').first();

test('shelf: the width handle on the piece, by keyboard, and the height handle, dragged, change the price', async ({ page, isMobile }) => {
  test.setTimeout(180_000);
  // On a phone the sizes are the dimensions step's; a desktop shows them all.
  await ready(page, '/en-gb/shelf/configurator?tab=dimensions');
  const width = page.locator('[data-handle="size:width|column-length"]');
  await expect(width).toHaveRole('slider');
  await expect(width).toHaveAttribute('aria-valuetext', '72.6 cm');
  const before = await priceOf(page).textContent();
  await width.focus();
  await page.keyboard.press('Home');
  await expect3d(width).toHaveAttribute('aria-valuetext', '36.5 cm');
  await expect(priceOf(page)).not.toHaveText(before ?? '');

  const height = page.locator('[data-handle="size:height|column-height"]');
  const afterWidth = await priceOf(page).textContent();
  const was = await height.getAttribute('aria-valuenow');
  if (isMobile) {
    // A finger drags as the mouse does (pointer events); its keyboard equivalent is the arrow keys.
    await height.focus();
    await page.keyboard.press('ArrowUp');
  } else {
    const box = (await height.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 40, { steps: 4 });
    await page.mouse.up();
  }
  await expect3d(height).not.toHaveAttribute('aria-valuenow', was ?? '');
  expect(Number(await height.getAttribute('aria-valuenow'))).toBeGreaterThan(Number(was));
  await expect(priceOf(page)).not.toHaveText(afterWidth ?? '');
});

test('joyn: the "+" at the sofa’s end adds a module where one fits, and the price changes', async ({ page }) => {
  test.setTimeout(180_000);
  // On a phone the seat modules are the modules step's (the layout step before it adds ottomans only).
  await ready(page, '/en-gb/joyn/configurator?tab=modules');
  const before = await priceOf(page).textContent();
  const plus = page.locator('[data-handle="add:right"]');
  await expect(plus).toHaveAccessibleName(/Seat module/);
  await plus.click();
  await expect3d(listed(page, 'm1')).toHaveCount(1);
  await expect(priceOf(page)).not.toHaveText(before ?? '');
});

test('shelf: a "+" between two columns inserts one there, the price changes, and one undo takes it out', async ({ page, isMobile }) => {
  test.setTimeout(180_000);
  // On a phone the widths are the dimensions step's and the columns the modules step's; a desktop shows both.
  await ready(page, `/en-gb/shelf/configurator${isMobile ? '?tab=dimensions' : ''}`);
  // The default shelf is at its legs’ length limit: narrowed, it has room for a column between two.
  const width = page.locator('[data-handle="size:width|column-length"]');
  await width.focus();
  await page.keyboard.press('Home');
  await expect3d(width).toHaveAttribute('aria-valuetext', '36.5 cm');
  if (isMobile) await page.locator('.cfg-tab', { hasText: 'Modules' }).click();
  const plus = page.getByRole('button', { name: 'Add a column between column 1 and 2' });
  await expect(plus).toHaveAttribute('data-handle', 'add:at:1');
  const columns = await page.locator('.cfg-sections [data-section]').count();
  const before = await priceOf(page).textContent();
  await plus.click();
  await expect(page.locator('.cfg-sections [data-section]')).toHaveCount(columns + 1);
  await expect(priceOf(page)).not.toHaveText(before ?? '');
  // The new controls on the piece leave no serious accessibility finding.
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.locator('.cfg-sections [data-section]')).toHaveCount(columns);
  await expect(priceOf(page)).toHaveText(before ?? '');
});

test('joyn: a "+" between two modules inserts a seat there (by keyboard), and one undo takes it out', async ({ page }) => {
  test.setTimeout(180_000);
  await ready(page, '/en-gb/joyn/configurator?tab=modules');
  await page.locator('[data-handle="add:right"]').click();
  await expect3d(listed(page, 'm1')).toHaveCount(1);
  const plus = page.getByRole('button', { name: 'Add a module between module 1 and 2' });
  const before = await priceOf(page).textContent();
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect3d(listed(page, 'm2')).toHaveCount(1);
  await expect(priceOf(page)).not.toHaveText(before ?? '');
  await expect(page.getByRole('button', { name: 'Add a module between module 2 and 3' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(listed(page, 'm2')).toHaveCount(0);
  await expect(priceOf(page)).toHaveText(before ?? '');
});

test('wardrobe: a door of the selected module opens and closes when touched, and from the panel by keyboard', async ({ page, isMobile }) => {
  test.setTimeout(180_000);
  await ready(page, '/en-gb/wardrobe/configurator');
  // The first touch selects the module, as any part does; the door stays shut.
  await touch(page, { section: 'm0', kind: 'door' }, isMobile);
  await expect3d(canvas(page)).toHaveAttribute('data-selection', /(^|,)m0(,|$)/);
  await expect(canvas(page)).toHaveAttribute('data-open', 'false');
  // Touched again, that door opens (one door: the others stay shut).
  await touch(page, { section: 'm0', kind: 'door' }, isMobile);
  await expect3d(canvas(page)).toHaveAttribute('data-open-fronts', /^m0:door:\d$/);
  await expect(canvas(page)).toHaveAttribute('data-open', 'some');
  await expect(canvas(page)).toHaveAttribute('data-selection', /(^|,)m0(,|$)/);
  const key = (await canvas(page).getAttribute('data-open-fronts'))!;
  const n = key.split(':')[2];
  const toggle = page.locator(`.cfg-fronts [data-front="${key}"]`);
  await expect(toggle).toHaveText(`Close door ${n}`);
  expect(await seriousViolations(page)).toEqual([]);
  // Its keyboard equivalent, in the selected module's entry of the panel.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect3d(canvas(page)).toHaveAttribute('data-open', 'false');
  await expect(toggle).toHaveText(`Open door ${n}`);
  await page.keyboard.press('Enter');
  await expect3d(canvas(page)).toHaveAttribute('data-open-fronts', key);
  await expect(toggle).toHaveText(`Close door ${n}`);
});
