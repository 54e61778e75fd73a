import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';

// The checkout of issue 14 at 1280 px and 390 px: the delivery form (the spec's field messages, a
// reload that keeps what was typed, a form sent before its script loaded), the review of the cart as
// the server prices it, one order however often "Place order" is pressed, and the receipt.

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
}

/** The delivery form is live once it keeps its draft (its first effect after hydration writes it). */
async function formLive(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => window.localStorage.getItem('masswerk.checkout.deliveryDraft') !== null);
}

/** Types a delivery address into the form's fields (by their names, so in any language). */
async function fillDelivery(page: Page, address: { email: string; firstName: string; lastName: string; street: string; postalCode: string; city: string; phone: string }): Promise<void> {
  const { email, ...shipping } = address;
  await page.locator('[name="email"]').fill(email);
  for (const [field, value] of Object.entries(shipping)) await page.locator(`[name="shipping.${field}"]`).fill(value);
}

/** A saved shelf in this browser's cart, and the cookie banner answered, before the checkout opens. */
async function cartWithShelf(page: Page, baseURL: string, prefix = ''): Promise<string> {
  const defaults = (await (await page.request.get('/api/designs/defaults/shelf')).json()) as { structure: unknown };
  const saved = (await (await page.request.post('/api/designs', { data: { furniture_type: 'shelf', structure: defaults.structure } })).json()) as { uuid: string };
  await page.context().addCookies([{ name: 'masswerk_consent', value: encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false })), url: baseURL }]);
  await page.goto(`${prefix}/`);
  await page.evaluate((uuid) => window.localStorage.setItem('masswerk.cart', JSON.stringify({ value: { lineItems: [{ uuid, quantity: 2, meta: { type: 'shelf' }, addons: [] }] }, savedAt: Date.now() })), saved.uuid);
  return saved.uuid;
}

test('a buyer gives a delivery address, reviews the priced cart and places one order', async ({ page, baseURL }) => {
  await cartWithShelf(page, baseURL!);
  await page.goto('/checkout/delivery');
  await formLive(page);
  const form = page.locator('form.checkout-form');

  // Nothing is said before a field is left or the form is sent; then the spec's messages, in German.
  await expect(form.getByText('Pflichtfeld')).toHaveCount(0);
  const email = page.getByLabel('E-Mail', { exact: true });
  await email.fill('anna@');
  await email.blur();
  await expect(form.getByText('Keine gültige E-Mail-Adresse')).toBeVisible();
  await email.focus();
  await expect(form.getByText('Keine gültige E-Mail-Adresse')).toHaveCount(0);
  await form.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(form.getByRole('alert')).toContainText('Felder brauchen Ihre Aufmerksamkeit');
  await expect(page.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await fillDelivery(page, { email: 'anna@example.com', firstName: 'Anna', lastName: 'Muster', street: 'Torstraße 1', postalCode: '1011', city: 'Berlin', phone: '030 901820' });
  await page.getByLabel('PLZ').blur();
  await expect(form.getByText('Ungültiges Format')).toBeVisible();
  await page.getByLabel('PLZ').fill('10115');

  // A reload keeps what was typed.
  await page.reload();
  await formLive(page);
  await expect(page.getByLabel('Vorname')).toHaveValue('Anna');
  await expect(page.getByLabel('PLZ')).toHaveValue('10115');

  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).press('Enter');
  await expect(page).toHaveURL(/\/checkout\/validation$/);
  await expect(page.getByRole('heading', { name: 'Ihre Artikel' })).toBeVisible();
  await expect(page.locator('address').first()).toContainText('10115 Berlin');
  await expect(page.locator('address').first()).toContainText('+4930901820');
  const total = page.locator('dd.checkout-total');
  await expect(total).toContainText('€');
  expect(await seriousViolations(page)).toEqual([]);

  // Pressing twice makes one order: the second press finds the button busy, a repeat the same order.
  const place = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
  const orders: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/checkout/orders')) orders.push(response.status());
  });
  await place.dblclick();
  await expect(page).toHaveURL(/\/checkout\/receipt\?orderID=/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^MW-[A-Z0-9]{8}$/);
  await expect(page.getByText('Zahlung ausstehend')).toBeVisible();
  expect(orders.filter((status) => status === 201)).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual([]);
  // The cart is empty once the order is placed.
  expect(await page.evaluate(() => window.localStorage.getItem('masswerk.cart'))).toBeNull();
});

test('the delivery form works before its script has loaded', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en-gb/checkout/delivery');
  await page.getByLabel('E-mail', { exact: true }).fill('nope');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByText('Not valid email')).toBeVisible();
  await expect(page.getByText('Field required').first()).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('nope');

  await fillDelivery(page, { email: 'sam@example.co.uk', firstName: 'Sam', lastName: 'Smith', street: '1 High Street', postalCode: 'sw1a1aa', city: 'London', phone: '020 7946 0958' });
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page).toHaveURL(/\/en-gb\/checkout\/validation$/);
  await context.close();
});
