import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';

// Journeys through the shell at 1280 px (desktop project) and 390 px (phone project).
const screenshots = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
mkdirSync(screenshots, { recursive: true });

/** Waits until React has hydrated the page, so clicks reach their handlers. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState('networkidle');
}

function failOnErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journeys');

  test('the main menu opens on click, and closes on a second click, outside, Escape and navigation', async ({ page }) => {
    const errors = failOnErrors(page);
    await page.goto('/en-gb');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const sofas = nav.getByRole('button', { name: 'Sofas' });
    await expect(sofas).toHaveAttribute('aria-expanded', 'false');
    await sofas.click();
    await expect(sofas).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Pyllow' })).toBeVisible();
    await sofas.click();
    await expect(nav.getByRole('link', { name: 'Pyllow' })).toBeHidden();

    await sofas.click();
    await page.mouse.click(640, 780);
    await expect(sofas).toHaveAttribute('aria-expanded', 'false');

    await sofas.click();
    await page.keyboard.press('Escape');
    await expect(sofas).toHaveAttribute('aria-expanded', 'false');
    await expect(sofas).toBeFocused();

    const showrooms = nav.getByRole('button', { name: 'Showrooms' });
    await showrooms.click();
    await nav.getByRole('link', { name: 'Zurich' }).click();
    await expect(page).toHaveURL(/\/en-gb\/showroom-zuerich$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showroom Zurich');
    await expect(showrooms).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Hardstrasse 219')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the main menu works by keyboard', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    const storage = page.getByRole('button', { name: 'Regale & Schränke' });
    await storage.focus();
    await page.keyboard.press('Enter');
    await expect(storage).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Regale', exact: true }).first()).toBeFocused();
  });
});

test.describe('phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone journeys');

  test('the mobile menu slides in, walks categories and sub-links, locks scroll and closes', async ({ page }) => {
    const errors = failOnErrors(page);
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    await burger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('.mobile-menu')).toHaveAttribute('data-state', 'opened');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(dialog.getByRole('button', { name: 'Menü schließen' })).toBeFocused();

    // tab 0: categories, the customise list and footer links
    await expect(dialog.getByText('Selbst gestalten')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Häufige Fragen' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sofas' }).click();
    // tab 1: the group's links with a back button
    await expect(dialog.getByRole('heading', { name: 'Sofas' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Zurück' }).click();
    await expect(dialog.getByRole('button', { name: 'Showrooms' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Showrooms' }).click();

    await page.keyboard.press('Escape');
    await expect(page.locator('.mobile-menu')).toHaveAttribute('data-state', 'closing');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(burger).toBeFocused();

    // Choosing a link closes the menu and navigates; it opens again on tab 0.
    await burger.click();
    await dialog.getByRole('button', { name: 'Showrooms' }).click();
    await dialog.getByRole('link', { name: 'Hamburg' }).click();
    await expect(page).toHaveURL(/\/showroom-hamburg$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showroom Hamburg');
    expect(errors).toEqual([]);
  });
});

test('the Swiss shops switch between German and French on the same page', async ({ page }) => {
  await page.goto('/de-ch/imprint');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('link', { name: 'Français', exact: true }).click();
  await expect(page).toHaveURL(/\/fr-ch\/mentions-legales$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  await page.getByRole('button', { name: 'Langue : Français' }).click();
  await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
  await expect(page).toHaveURL(/\/de-ch\/imprint$/);
  // An alert belongs to the page that brought it: gone, it does not come back in the other language.
  await page.goto('/de-ch/imprint?msg=Gespeichert&utm_source=mail');
  await hydrated(page);
  await page.getByRole('button', { name: 'Hinweis schliessen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeHidden();
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('link', { name: 'Français', exact: true }).click();
  await expect(page).toHaveURL(/\/fr-ch\/mentions-legales\?utm_source=mail$/);
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toHaveCount(0);
  // Only the Swiss shops have it.
  await page.goto('/fr-fr/faq');
  await expect(page.locator('.language-switch')).toHaveCount(0);
});

test('an FAQ answer opens by keyboard; its chevron sits at the right inside the column', async ({ page }) => {
  await page.goto('/fr-ch/faq');
  await hydrated(page);
  const question = page.locator('details.faq > summary').filter({ hasText: 'Comment enregistrer ma création ?' });
  const answer = page.getByText(/^Cliquez sur le cœur dans le configurateur/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  // No browser marker hanging off the left edge (it touched the screen edge on a phone); our chevron instead.
  const marker = await question.evaluate((el) => ({
    listStyle: getComputedStyle(el).listStyleType,
    chevron: getComputedStyle(el, '::after').content,
    left: el.getBoundingClientRect().left,
  }));
  expect(marker).toEqual({ listStyle: 'none', chevron: '""', left: expect.any(Number) });
  expect(marker.left).toBeGreaterThanOrEqual(16);
});

test('a msg alert shows for 8 s, then leaves the screen and the URL', async ({ page }) => {
  test.setTimeout(30_000);
  await page.goto('/en-gb/faq?msg=Design%20not%20found&utm_source=mail');
  const alert = page.getByRole('status').filter({ hasText: 'Design not found' });
  await expect(alert).toBeVisible();
  await hydrated(page);
  // The 8 s count from the navigation's start (the server drew the alert before any script ran).
  await page.waitForFunction(() => performance.now() > 6500, undefined, { timeout: 10_000 });
  await expect(alert).toBeVisible();
  await expect(alert).toBeHidden({ timeout: 8000 });
  expect(new URL(page.url()).search).toBe('?utm_source=mail');
  // Closing by hand, in German: the alert's text is translated, the URL cleaned at once.
  await page.goto('/faq?msg=Design%20not%20found');
  await hydrated(page);
  await page.getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Design nicht gefunden' })).toBeHidden();
  expect(new URL(page.url()).search).toBe('');
});

test('cart and My Designs badges count local storage and pulse on a change', async ({ page }) => {
  await page.goto('/samplebox');
  await hydrated(page);
  const cart = page.getByRole('link', { name: /^Warenkorb/ });
  await expect(cart).toHaveAccessibleName('Warenkorb');
  // Watch the badge's pulse attribute from inside the page.
  await page.evaluate(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { pulses: typeof seen }).pulses = seen;
    new MutationObserver(() => {
      const badge = document.querySelector('a[href$="/shopping_cart"] .count-badge');
      const value = badge?.getAttribute('data-pulse') ?? null;
      if (seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(cart).toHaveAccessibleName('Warenkorb: 1 Artikel');
  // The badge pulses, then stops. The exact 600 ms are a unit test (CountBadge.test.tsx): a busy
  // browser can only promise the order, on and then off.
  const pulses = () => page.evaluate(() => (window as unknown as { pulses: (string | null)[] }).pulses);
  await expect.poll(async () => {
    const seen = await pulses();
    const on = seen.indexOf('on');
    return on >= 0 && seen.slice(on).some((value) => value !== 'on');
  }).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.count-badge')!).animationName)).toBe('none');
  await expect(page.getByRole('status')).toContainText('Die Musterbox liegt in Ihrem Warenkorb.');
  // A second sample box replaces the first (quantity at most 1).
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(cart).toHaveAccessibleName('Warenkorb: 1 Artikel');

  await page.evaluate(() => {
    localStorage.setItem('masswerk.designs', JSON.stringify({ value: ['6f1c2f1e-8d3c-4c5e-9a53-0d2b1f7e4a10'], savedAt: Date.now() }));
    window.dispatchEvent(new CustomEvent('masswerk:storage', { detail: 'masswerk.designs' }));
  });
  await expect(page.getByRole('link', { name: 'Meine Designs: 1 gespeichert' })).toBeVisible();
  // Let React Router finish discovering the routes of the links that just appeared before navigating.
  await page.waitForLoadState('networkidle');
  await cart.click();
  await expect(page).toHaveURL(/\/shopping_cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warenkorb');
  await expect(page.locator('#main').getByText('Musterbox', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Musterbox aus dem Warenkorb entfernen' }).click();
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await expect(cart).toHaveAccessibleName('Warenkorb');
});

test('header and footer are hidden on /closed-store', async ({ page }) => {
  await page.goto('/closed-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unser Shop ist vorübergehend geschlossen');
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toHaveCount(0);
});

test('the update-consent link opens the cookie settings', async ({ page }) => {
  await page.goto('/nl-nl');
  await hydrated(page);
  await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-instellingen' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Statistiek' }).check();
  await dialog.getByRole('button', { name: 'Keuze opslaan' }).click();
  await expect(dialog).toBeHidden();
  expect((await page.context().cookies()).find((c) => c.name === 'masswerk_consent')?.value).toContain('statistics%22%3Atrue');
});

test('prices, dates and numbers follow the locale', async ({ page }) => {
  await page.goto('/de-ch');
  await expect(page.getByText("ab CHF\u00a0329", { exact: true })).toBeVisible();
  await page.goto('/en-gb');
  await expect(page.getByText('from £269', { exact: true })).toBeVisible();
  await page.goto('/nl-nl/blog');
  await expect(page.getByText(/^04-11-2025 · Jonas Weber$/)).toBeVisible();
  await page.goto('/fr-fr/blog');
  await expect(page.getByText(/^04\/11\/2025 · Jonas Weber$/)).toBeVisible();
});

const SHOTS: [name: string, path: string][] = [
  ['home-de', '/'],
  ['home-fr-ch', '/fr-ch'],
  ['faq-de', '/faq'],
  ['shipping-fr-ch', '/fr-ch/livraison-et-paiement'],
  ['blog-post-en', '/en-gb/blog/planning-a-shelf'],
  ['404-de', '/no-such-page'],
  ['404-en', '/en-gb/no-such-page'],
];

test('screenshots of home, content pages and the 404 page in two locales', async ({ page }, testInfo) => {
  for (const [name, path] of SHOTS) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(name.startsWith('404') ? 404 : 200);
    await hydrated(page);
    await page.screenshot({ path: `${screenshots}${name}-${testInfo.project.name}.png`, fullPage: true });
  }
});

const AXE_PAGES = ['/', '/de-at/faq?msg=Design%20not%20found', '/de-ch/blog/planning-a-shelf', '/cookie-declaration', '/fr-fr/store', '/fr-fr/virtual', '/my-account', '/en-gb/faq', '/fr-ch/mentions-legales', '/nl-nl/blog', '/showroom-berlin', '/materialproben', '/samplebox', '/shopping_cart', '/my-designs', '/order-tracking?orderID=1', '/checkout/delivery', '/closed-store', '/no-such-page', '/bewertung-abgeben-7r4k', '/en-gb/career', '/about-our-configurators'];

for (const path of AXE_PAGES) {
  test(`no serious accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('no serious accessibility violation with the menus open', async ({ page, isMobile }) => {
  await page.goto('/');
  await hydrated(page);
  if (isMobile) {
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.locator('.mobile-menu')).toHaveAttribute('data-state', 'opened');
    expect(await seriousViolations(page), 'tab 0').toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Sofas' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Zurück' })).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Sofas' }).click();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('no serious accessibility violation with the Swiss language list and the cookie settings open', async ({ page }) => {
  await page.goto('/fr-ch/faq');
  await hydrated(page);
  await page.getByRole('button', { name: 'Langue : Français' }).click();
  await expect(page.getByRole('link', { name: 'Deutsch', exact: true })).toBeVisible();
  expect(await seriousViolations(page), 'language list').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Paramètres des cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Paramètres des cookies' })).toBeVisible();
  expect(await seriousViolations(page), 'cookie settings').toEqual([]);
});

test("the browser runs React Router's production build, without its development checks", async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the same scripts as on the desktop');
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto('/en-gb/shelf/configurator');
  await hydrated(page);
  expect(scripts.size).toBeGreaterThan(3);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    // A warning only React Router's development build carries (ENABLE_DEV_WARNINGS).
    expect(body.includes('You rendered descendant <Routes>'), `${url} carries a development warning`).toBe(false);
  }
});

test("the page's number data is loaded by a worker that starts before the page's scripts are requested, and ends", async ({ page }) => {
  // The first Intl.NumberFormat of a page loads the browser's number data (10-40 ms, four times that
  // on a phone): a worker makes it off the main thread (shell/intl-warmup.ts, public/intl-warmup.js),
  // started by an inline script at once, so it has ended before the scripts it would otherwise slow
  // down arrive (the module loader starts them after the first frame, shell/deferred-modules.ts).
  await page.addInitScript(() => {
    const Original = Worker;
    const seen = window as unknown as { warmupStartedAt?: number; warmupName?: string };
    window.Worker = function (this: unknown, url: string | URL, options?: WorkerOptions) {
      if (String(url).endsWith('/intl-warmup.js')) {
        seen.warmupStartedAt ??= performance.now();
        seen.warmupName = options?.name;
      }
      return new Original(url, options);
    } as unknown as typeof Worker;
  });
  // Its end is listened for as soon as it exists: it may end within milliseconds.
  const warmupEnded = new Promise<void>((resolve) => page.on('worker', (worker) => worker.url().endsWith('/intl-warmup.js') && worker.on('close', () => resolve())));
  const warmupScript = page.waitForResponse((response) => response.url().endsWith('/intl-warmup.js'), { timeout: 60_000 });
  await page.goto('/de-ch/shelf/configurator');
  await expect(page.locator('main.cfg')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
  const response = await warmupScript;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  // It runs and ends (self.close()): nothing refused it, and it keeps no thread.
  await warmupEnded;
  const { startedAt, name, scriptsAt } = await page.evaluate(() => ({
    startedAt: (window as unknown as { warmupStartedAt?: number }).warmupStartedAt,
    name: (window as unknown as { warmupName?: string }).warmupName,
    scriptsAt: performance.getEntriesByType('resource').find((entry) => /\/assets\/entry\.client-[^/]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(name).toBe('de-CH');
  expect(startedAt).toBeDefined();
  expect(scriptsAt).toBeDefined();
  expect(startedAt!).toBeLessThan(scriptsAt!);
});
