import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { configuratorReady } from '../support/pages';

// My Designs signed out (issue 15): the heart on three configurators, the header badge, the list with
// pictures, names and the server's prices, remove and undo by keyboard; in two locales, desktop and phone.
// Software WebGL on a busy machine: a 3D view may take a minute to appear.
const expect3d = expect.configure({ timeout: 90_000 });

const LOCALES = [
  {
    prefix: '/en-gb',
    heart: 'Keep in My designs',
    badge: (count: number) => `My designs: ${count} saved`,
    families: { shelf: 'Shelf', joyn: 'Joyn sofa', cushion: 'Cushion' },
    currency: '£',
    count: (count: number) => `${count} designs`,
    remove: (name: string) => `Remove: ${name}`,
    open: (name: string) => `Open in the configurator: ${name}`,
    removed: (name: string) => `${name} was removed from My designs.`,
    undo: (name: string) => `Undo: put ${name} back in My designs`,
    empty: /press the heart/,
    emptyLink: 'Shelf',
  },
  {
    prefix: '/fr-ch',
    heart: 'Garder dans Mes créations',
    badge: (count: number) => `Mes créations : ${count} enregistrée${count === 1 ? '' : 's'}`,
    families: { shelf: 'Étagère', joyn: 'Canapé Joyn', cushion: 'Coussin' },
    currency: 'CHF',
    count: (count: number) => `${count} créations`,
    remove: (name: string) => `Retirer : ${name}`,
    open: (name: string) => `Ouvrir dans le configurateur : ${name}`,
    removed: (name: string) => `${name} a été retiré de Mes créations.`,
    undo: (name: string) => `Annuler : remettre ${name} dans Mes créations`,
    empty: /cliquez sur le cœur/,
    emptyLink: 'Étagère',
  },
] as const;

/** Presses the heart by keyboard and waits for the save and its picture, so that the list can show it. */
async function heart(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const picture = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/designs\/[0-9a-f-]{36}\/images\/0$/.test(r.url()), { timeout: 90_000 });
  await button.focus();
  await page.keyboard.press('Space');
  await expect3d(button).toHaveAttribute('aria-pressed', 'true');
  expect((await picture).status()).toBe(201);
}

for (const words of LOCALES) {
  test(`${words.prefix}: heart three designs, see them in My Designs, remove one and undo`, async ({ page }) => {
    test.setTimeout(420_000);
    // The header's heart (the Swiss language menu links to this page too).
    const badge = page.locator(`.header-actions a.icon-button[href="${words.prefix}/my-designs"]`);

    for (const [index, type] of (['shelf', 'joyn', 'cushion'] as const).entries()) {
      await page.goto(`${words.prefix}/${type}/configurator`);
      await configuratorReady(page);
      await heart(page, words.heart);
      await expect(badge).toHaveAccessibleName(words.badge(index + 1));
      await expect(badge.locator('.count-badge')).toHaveText(String(index + 1));
    }
    // Pressed again, the heart takes the design out; a third press keeps it again (a saved design keeps its uuid).
    const button = page.getByRole('button', { name: words.heart, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(badge.locator('.count-badge')).toHaveText('2');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(badge.locator('.count-badge')).toHaveText('3');

    await badge.click();
    await page.waitForURL(`**${words.prefix}/my-designs`);
    const cards = page.locator('.design-cards > li');
    await expect(cards).toHaveCount(3);
    await expect(page.getByText(words.count(3), { exact: true })).toBeVisible();
    // Newest first, each with its name, family, size and the server's price in the visitor's currency.
    const { shelf, joyn, cushion } = words.families;
    await expect(cards.locator('h3')).toHaveText([cushion, joyn, shelf]);
    for (const card of await cards.all()) {
      await expect(card.locator('.design-card-price')).toContainText(words.currency);
      await expect(card.locator('.design-card-facts')).toContainText(/\d+ × \w+ \d+ × H \d+ cm/);
      const picture = card.locator('img.cart-line-picture');
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
    const joynCard = cards.filter({ has: page.getByRole('heading', { name: joyn }) });
    await expect(joynCard.getByRole('link', { name: words.open(joyn) })).toHaveAttribute('href', new RegExp(`^${words.prefix}/joyn/[0-9a-f-]{36}$`));
    expect(await seriousViolations(page)).toEqual([]);

    // Remove by keyboard; the focus lands on undo, which puts it back in its place.
    await joynCard.getByRole('button', { name: words.remove(joyn) }).focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: words.removed(joyn) })).toBeVisible();
    await expect(badge.locator('.count-badge')).toHaveText('2');
    const undo = page.getByRole('button', { name: words.undo(joyn) });
    await expect(undo).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(cards.locator('h3')).toHaveText([cushion, joyn, shelf]);
    await expect(page.getByRole('heading', { name: joyn })).toBeFocused();
    await expect(badge.locator('.count-badge')).toHaveText('3');

    // The list stays after a reload (local storage), and the configurator shows a kept design's heart pressed.
    await page.reload();
    await expect(cards).toHaveCount(3);
    await joynCard.getByRole('link', { name: words.open(joyn) }).click();
    await page.waitForURL(new RegExp(`${words.prefix}/joyn/[0-9a-f-]{36}$`));
    await configuratorReady(page);
    await expect(page.getByRole('button', { name: words.heart, exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test(`${words.prefix}: an empty My Designs says how to keep a design and leads to the configurators`, async ({ page }) => {
    await page.goto(`${words.prefix}/my-designs`);
    const empty = page.getByTestId('my-designs-empty');
    await expect(empty).toContainText(words.empty);
    await expect(empty.getByRole('link', { name: words.emptyLink, exact: true })).toHaveAttribute('href', `${words.prefix}/shelf/configurator`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
