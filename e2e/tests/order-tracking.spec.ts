import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { hydrated } from '../support/pages';

// Order tracking (issue 14) at 1280 px and 390 px: number and e-mail by keyboard, a wrong pair said
// without telling whether the order exists, the e-mail's link (?number=&token=), the form before its
// script has loaded, and no serious axe finding.

/** An order placed through the API (a shelf in the German shop): its id and number. */
async function placeOrder(request: APIRequestContext, email: string): Promise<{ id: string; number: string }> {
  const defaults = (await (await request.get('/api/designs/defaults/shelf')).json()) as { structure: unknown };
  const { uuid } = (await (await request.post('/api/designs', { data: { furniture_type: 'shelf', structure: defaults.structure } })).json()) as { uuid: string };
  const cart = { countryCode: 'de', lineItems: [{ uuid, quantity: 1 }] };
  const { total } = (await (await request.post('/api/checkout/carts', { data: cart })).json()) as { total: number };
  const shipping = { firstName: 'Anna', lastName: 'Muster', street: 'Torstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE', phone: '030 901820' };
  const res = await request.post('/api/checkout/orders', { data: { idempotencyKey: crypto.randomUUID(), cart, delivery: { email, shipping }, expectedTotal: total } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; number: string };
}

/** The e-mail's link to an order (services/orders/tracking-token.ts makes the same token). */
const trackingLink = (prefix: string, order: { id: string; number: string }) =>
  `${prefix}/order-tracking?number=${order.number}&token=${createHmac('sha256', process.env.E2E_TRACKING_SECRET!).update(`order-tracking:${order.id}`).digest('base64url')}`;

test('a buyer finds the order by number and e-mail, by keyboard; a wrong pair is said plainly', async ({ page }) => {
  const email = `anna-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const order = await placeOrder(page.request, email);
  await page.goto('/order-tracking');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sendungsverfolgung' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing typed: both fields are required, and the first one takes focus.
  await page.getByLabel('Bestellnummer').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#tracking-number-error')).toHaveText('Pflichtfeld');
  await expect(page.getByLabel('Bestellnummer')).toBeFocused();
  await expect(page.getByLabel('Bestellnummer')).toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.type(order.number.toLowerCase());
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-Mail-Adresse')).toBeFocused();
  await page.keyboard.type('someone.else@example.com');
  await page.keyboard.press('Enter');
  const problem = page.getByRole('alert');
  await expect(problem).toHaveText('Zu dieser Bestellnummer und E-Mail-Adresse haben wir keine Bestellung gefunden. Bitte prüfen Sie beides anhand Ihrer Bestellbestätigung.');
  await expect(problem).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('E-Mail-Adresse').fill(email.toUpperCase());
  await page.getByLabel('E-Mail-Adresse').press('Enter');
  await expect(page.getByRole('heading', { name: `Bestellung ${order.number}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Bestellung ${order.number}` })).toBeFocused();
  await expect(page.getByTestId('tracking-status')).toHaveText('Zahlung ausstehend');
  await expect(page.getByTestId('tracking-shipping')).toHaveText(/^Maßgefertigt: Versand etwa \d+ Tage nach Zahlungseingang\.$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Bestellung aufgegeben' })).toContainText(/\d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2}/u);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the e-mail’s link opens the order at once, in the link’s language; a damaged link says so', async ({ page }) => {
  const order = await placeOrder(page.request, `sam-${crypto.randomUUID().slice(0, 8)}@example.com`);
  const response = await page.goto(trackingLink('/en-gb', order));
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByTestId('tracking-status')).toHaveText('Waiting for payment');
  await expect(page.getByText('Order placed')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${trackingLink('/fr-fr', order).slice(0, -3)}xyz`);
  await expect(page.getByRole('alert')).toHaveText('Ce lien n’ouvre aucune commande. Saisissez plutôt votre numéro de commande et votre adresse e-mail.');
  await expect(page.getByLabel('Numéro de commande')).toHaveValue(order.number);
});

test('the form works before its script has loaded', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `kim-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const order = await placeOrder(page.request, email);
  await page.goto('/nl-nl/order-tracking');
  await page.getByLabel('Bestelnummer').fill(order.number);
  await page.getByLabel('E-mailadres').fill('kim@');
  await page.getByRole('button', { name: 'Toon mijn bestelling' }).click();
  await expect(page.locator('#tracking-email-error')).toHaveText('Geen geldig e-mailadres');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Toon mijn bestelling' }).click();
  await expect(page.getByRole('heading', { name: `Bestelling ${order.number}` })).toBeVisible();
  await expect(page.getByTestId('tracking-status')).toHaveText('Wacht op betaling');
  await context.close();
});
