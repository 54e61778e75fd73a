import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { cartWith, fillDelivery, formLive, hydrated, type DeliveryAddress } from '../support/checkout';

// Paying an order (issue 14) at 1280 px and 390 px: the methods of the buyer's shop, the sandbox
// provider's page (a card with its bank check, other methods with a chosen outcome), the return, and the
// receipt: a card in Germany, a refused card then PayPal, a bank transfer paid days later (a late
// webhook), TWINT in Switzerland in francs, a card in the UK in pounds.

const BERLIN: DeliveryAddress = { email: 'anna@example.com', firstName: 'Anna', lastName: 'Muster', street: 'Torstraße 1', postalCode: '10115', city: 'Berlin', phone: '030 901820' };
const ZURICH: DeliveryAddress = { email: 'laura@example.ch', firstName: 'Laura', lastName: 'Keller', street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', phone: '044 668 18 00' };
const LONDON: DeliveryAddress = { email: 'sam@example.co.uk', firstName: 'Sam', lastName: 'Smith', street: '1 High Street', postalCode: 'SW1A 1AA', city: 'London', phone: '020 7946 0958' };

/** A piece in the cart, the delivery form, the review and "Place order": the buyer is on the pay page. */
async function placeOrder(page: Page, baseURL: string, options: { furniture: string; prefix?: string; address: DeliveryAddress }): Promise<string> {
  const prefix = options.prefix ?? '';
  await cartWith(page, baseURL, { furniture: options.furniture, prefix });
  await page.goto(`${prefix}/checkout/delivery`);
  await formLive(page);
  await fillDelivery(page, options.address);
  await page.locator('form.checkout-form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/checkout\/validation$/);
  await page.locator('.checkout-place button').click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/checkout/pay\\?orderID=[0-9a-f-]{36}$`));
  await hydrated(page);
  await expect(page.locator('.checkout-methods')).toBeVisible();
  return new URL(page.url()).searchParams.get('orderID')!;
}

/** On the sandbox's page: a test card, and the bank's check with its code when the card asks for one. */
async function sandboxCard(page: Page, cardNumber: string, challenge: boolean): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-pay\/[0-9a-f-]{36}$/);
  await page.locator('#card-number').fill(cardNumber);
  await page.locator('form[action$="/card"] button[type="submit"]').click();
  if (!challenge) return;
  await expect(page).toHaveURL(/\/sandbox-pay\/[0-9a-f-]{36}\/challenge$/);
  await page.locator('#code').fill('1234');
  await page.locator('form[action$="/challenge"] button:not([name])').click();
}

/** On the sandbox's page of a method without a card: how the payment ends. */
async function sandboxOutcome(page: Page, outcome: 'success' | 'refused' | 'error' | 'pending'): Promise<string> {
  await expect(page).toHaveURL(/\/sandbox-pay\/[0-9a-f-]{36}$/);
  const sandboxUrl = page.url();
  await page.locator(`button[name="outcome"][value="${outcome}"]`).click();
  return sandboxUrl;
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a shelf in / paid by card with the bank’s check reaches the receipt, paid', async ({ page, baseURL }) => {
  const orderId = await placeOrder(page, baseURL!, { furniture: 'shelf', address: BERLIN });
  const methods = page.locator('fieldset.checkout-methods');
  await expect(methods.getByRole('radio')).toHaveCount(10);
  await expect(page.getByLabel('Kredit- oder Debitkarte')).toBeChecked();
  await expect(page.getByLabel('Kredit- oder Debitkarte')).toHaveAccessibleDescription('Sie bestätigen die Zahlung bei Ihrer Bank.');
  await expect(page.getByLabel('TWINT')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'pay-de');

  // A double click starts one attempt.
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/checkout/orders/${orderId}/payments`)) starts.push(request.url());
  });
  await page.getByRole('button', { name: /^[\d.,]+\s€ bezahlen$/ }).dblclick();
  await sandboxCard(page, '4242 4242 4242 4242', true);

  await expect(page).toHaveURL(new RegExp(`/checkout/receipt\\?orderID=${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^MW-[A-Z0-9]{8}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Bezahlt');
  await expect(page.getByTestId('payment-status')).toHaveText('Kredit- oder Debitkarte: bezahlt');
  await expect(page.locator('.checkout-vat')).toContainText('MwSt.');
  expect(starts).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a refused card says so in words, and the buyer pays with PayPal chosen by keyboard', async ({ page, baseURL }) => {
  const orderId = await placeOrder(page, baseURL!, { furniture: 'shelf', address: BERLIN });
  await page.getByRole('button', { name: /bezahlen$/ }).click();
  await sandboxCard(page, '4000 0000 0000 0002', false);

  // Back on the pay page: the refusal in words, the methods again, the card still chosen.
  await expect(page).toHaveURL(new RegExp(`/checkout/pay\\?orderID=${orderId}$`));
  await expect(page.getByRole('alert')).toHaveText('Ihre Zahlung wurde abgelehnt. Versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.');
  const card = page.getByLabel('Kredit- oder Debitkarte');
  await expect(card).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  // The radio group by keyboard: card, Apple Pay, Google Pay, PayPal; then Tab to the button.
  await card.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('PayPal')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /bezahlen$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await sandboxOutcome(page, 'success');

  await expect(page).toHaveURL(new RegExp(`/checkout/receipt\\?orderID=${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Bezahlt');
  await expect(page.getByTestId('payment-status')).toHaveText('PayPal: bezahlt');
});

test('a bank transfer stays pending with its IBAN and reference until the money arrives by a late webhook', async ({ page, baseURL, context }) => {
  const orderId = await placeOrder(page, baseURL!, { furniture: 'shelf', address: BERLIN });
  const transfer = page.getByLabel('Überweisung (Vorkasse)');
  await transfer.check();
  await expect(transfer).toHaveAccessibleDescription('Wir fertigen, sobald Ihr Geld eingegangen ist.');
  await page.getByRole('button', { name: /bezahlen$/ }).click();
  const sandboxUrl = await sandboxOutcome(page, 'pending');

  await expect(page).toHaveURL(new RegExp(`/checkout/receipt\\?orderID=${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Zahlung ausstehend');
  await expect(page.getByTestId('payment-status')).toHaveText('Überweisung (Vorkasse): wir warten auf Ihr Geld');
  await expect(page.getByTestId('transfer-iban')).toHaveText('DE89 3704 0044 0532 0130 00');
  await expect(page.getByTestId('transfer-reference')).toHaveText(/^SBX-[0-9A-F]{12}$/);
  await expect(page.getByRole('heading', { name: /^Bitte überweisen Sie [\d.,]+\s€$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'receipt-transfer-de');

  // Days later the money arrives at the provider (the sandbox's page, in another tab); the shop hears it
  // by webhook only, and the receipt left open turns to paid by itself.
  const bank = await context.newPage();
  await bank.goto(sandboxUrl);
  await bank.locator('form[action$="/settle"] button[value="success"]').click();
  await expect(bank.getByRole('status')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Bezahlt', { timeout: 20_000 });
  await expect(page.getByTestId('transfer-iban')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('payment-status')).toHaveText('Überweisung (Vorkasse): bezahlt');
});

test('a sofa in /de-ch paid with TWINT in francs', async ({ page, baseURL }) => {
  const orderId = await placeOrder(page, baseURL!, { furniture: 'joyn', prefix: '/de-ch', address: ZURICH });
  await expect(page.getByRole('button', { name: /^CHF\s[\d'’.]+ bezahlen$/ })).toBeVisible();
  await expect(page.getByLabel('Überweisung (Vorkasse)')).toBeVisible();
  await page.getByLabel('TWINT').check();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'pay-de-ch');
  await page.getByRole('button', { name: /bezahlen$/ }).click();
  await sandboxOutcome(page, 'success');

  await expect(page).toHaveURL(new RegExp(`/de-ch/checkout/receipt\\?orderID=${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Bezahlt');
  await expect(page.getByTestId('payment-status')).toHaveText('TWINT: bezahlt');
  await expect(page.locator('dd.checkout-total')).toContainText('CHF');
  await expect(page.locator('.checkout-line-name')).toHaveText('Design Sofa Joyn');
});

test('a wardrobe in /en-gb paid by card in pounds', async ({ page, baseURL }) => {
  const orderId = await placeOrder(page, baseURL!, { furniture: 'wardrobe', prefix: '/en-gb', address: LONDON });
  await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
  await expect(page.getByLabel('Pay by bank')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'pay-en-gb');
  await page.getByRole('button', { name: /^Pay £[\d,.]+$/ }).click();
  await sandboxCard(page, '5555 5555 5555 4444', true);

  await expect(page).toHaveURL(new RegExp(`/en-gb/checkout/receipt\\?orderID=${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('payment-status')).toHaveText('Credit or debit card: paid');
  await expect(page.locator('dd.checkout-total')).toContainText('£');
});
