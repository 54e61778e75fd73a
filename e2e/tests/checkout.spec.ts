import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { cartWith, fillDelivery, formLive } from '../support/checkout';

// The checkout of issue 14 at 1280 px and 390 px: the delivery form (the spec's field messages, a
// reload that keeps what was typed, a form sent before its script loaded), the review of the cart as
// the server prices it, and one order however often "Place order" is pressed (paying it: pay.spec.ts).

test('a buyer gives a delivery address, reviews the priced cart and places one order', async ({ page, baseURL }) => {
  await cartWith(page, baseURL!, { quantity: 2 });
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
  await expect(page).toHaveURL(/\/checkout\/pay\?orderID=/);
  await expect(page.getByRole('heading', { name: 'Wie möchten Sie bezahlen?' })).toBeVisible();
  await expect(page.getByText(/^Ihre Bestellung MW-[A-Z0-9]{8} ist angelegt\./)).toBeVisible();
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
