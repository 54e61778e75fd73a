import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { cartWith, formLive, hydrated } from '../support/checkout';
import { tabTo } from '../support/keyboard';

// The whole checkout by keyboard (issue 14), at 1280 px and 390 px: from the cart to the receipt every
// step is reached, filled in and sent with keys only (Tab, typing, Space, Enter), the provider's page and
// its bank check included. Each control is first brought into focus by Tab from the one before it, so a
// control the keyboard cannot reach fails the journey.

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a buyer goes from the cart to the receipt with the keyboard only', async ({ page, baseURL }) => {
  await cartWith(page, baseURL!, { furniture: 'shelf' });
  await page.goto('/shopping_cart');
  await hydrated(page);
  const toCheckout = page.getByRole('link', { name: 'Zur Kasse' });
  await expect(toCheckout).toBeVisible();
  await tabTo(page, toCheckout);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await formLive(page);
  await typeInto(page, page.locator('[name="email"]'), 'kim@example.com');
  await typeInto(page, page.locator('[name="shipping.firstName"]'), 'Kim');
  await typeInto(page, page.locator('[name="shipping.lastName"]'), 'Weber');
  await typeInto(page, page.locator('[name="shipping.street"]'), 'Torstraße 1');
  await typeInto(page, page.locator('[name="shipping.postalCode"]'), '10115');
  await typeInto(page, page.locator('[name="shipping.city"]'), 'Berlin');
  await typeInto(page, page.locator('[name="shipping.phone"]'), '030 901820');
  await tabTo(page, page.getByRole('button', { name: 'Weiter zur Übersicht' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/validation$/);
  await hydrated(page);
  const place = page.locator('.checkout-place button');
  await expect(place).toBeEnabled();
  await tabTo(page, place);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/pay\?orderID=[0-9a-f-]{36}$/);
  await hydrated(page);
  await expect(page.getByLabel('Kredit- oder Debitkarte')).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await tabTo(page, page.getByRole('button', { name: /^[\d.,]+\s€ bezahlen$/ }));
  await page.keyboard.press('Enter');

  // The provider's page and the bank's check, by keyboard too.
  await expect(page).toHaveURL(/\/sandbox-pay\/[0-9a-f-]{36}$/);
  await typeInto(page, page.locator('#card-number'), '4242 4242 4242 4242');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox-pay\/[0-9a-f-]{36}\/challenge$/);
  await typeInto(page, page.locator('#code'), '1234');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/receipt\?orderID=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Bezahlt');
  expect(await seriousViolations(page)).toEqual([]);
});
