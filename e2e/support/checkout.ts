import type { Page } from '@playwright/test';

// What the checkout journeys share: a cart in this browser, the delivery form filled in by its fields'
// names (so in any language), and the moments a page is ready to be used.

export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
}

/** The delivery form is live once it keeps its draft (its first effect after hydration writes it). */
export async function formLive(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => window.localStorage.getItem('masswerk.checkout.deliveryDraft') !== null);
}

export interface DeliveryAddress {
  email: string;
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
}

/** Types a delivery address into the form's fields (by their names, so in any language). */
export async function fillDelivery(page: Page, address: DeliveryAddress): Promise<void> {
  const { email, ...shipping } = address;
  await page.locator('[name="email"]').fill(email);
  for (const [field, value] of Object.entries(shipping)) await page.locator(`[name="shipping.${field}"]`).fill(value);
}

/** A saved piece (the family's defaults) in this browser's cart, and the cookie banner answered, before the checkout opens. */
export async function cartWith(page: Page, baseURL: string, options: { furniture?: string; quantity?: number; prefix?: string } = {}): Promise<string> {
  const furniture = options.furniture ?? 'shelf';
  const defaults = (await (await page.request.get(`/api/designs/defaults/${furniture}`)).json()) as { structure: unknown };
  const saved = (await (await page.request.post('/api/designs', { data: { furniture_type: furniture, structure: defaults.structure } })).json()) as { uuid: string };
  await page.context().addCookies([{ name: 'masswerk_consent', value: encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false })), url: baseURL }]);
  await page.goto(`${options.prefix ?? ''}/`);
  const line = { uuid: saved.uuid, quantity: options.quantity ?? 1, meta: { type: furniture }, addons: [] };
  await page.evaluate((item) => window.localStorage.setItem('masswerk.cart', JSON.stringify({ value: { lineItems: [item] }, savedAt: Date.now() })), line);
  return saved.uuid;
}
