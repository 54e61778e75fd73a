import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { mailTo } from '../support/mailbox';
import { hydrated } from '../support/pages';

// My account (issue 15) at 1280 px and 390 px: signing in by the e-mail's code by keyboard, and by its
// link, whose page signs in only when its button is pressed; signing out; no serious axe finding. The
// mails arrive at the SMTP server the tests start (global-setup.ts, support/mailbox.ts).

const codeIn = (text: string) => /^\s+(\d{3}) (\d{3})$/m.exec(text)!.slice(1).join('');
const linkIn = (text: string) => new URL(/^(http\S+mxUserToken=\S+)$/m.exec(text)![1]!);

test('a visitor signs in by the code of the e-mail, by keyboard, and signs out', async ({ page }) => {
  const email = `lea-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/my-account');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const field = page.getByLabel('E-Mail-Adresse');
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#account-email-error')).toHaveText('Pflichtfeld');
  await expect(field).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText('sechsstelligen Code');
  const code = page.getByLabel('Code aus der E-Mail');
  await expect(code).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  const right = codeIn((await mailTo(email)).text);
  await page.keyboard.type(right === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(/^Dieser Code oder Link ist falsch/);
  await code.fill(`${right.slice(0, 3)} ${right.slice(3)}`);
  await code.press('Enter');
  await expect(page.getByText(`Angemeldet als ${email}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meine Designs' })).toBeVisible();
  await expect(page.getByText('In Ihrem Konto sind noch keine Designs gespeichert.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Still signed in after a reload (the session cookie), then signed out.
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'Abmelden' }).press('Enter');
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
});

test('the e-mail’s link opens a page that signs in only when its button is pressed', async ({ page }) => {
  const email = `max-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signUp = await page.request.post('/api/users', { data: { email, storeCode: 'uk', meta: { language: 'en_GB' }, shouldStaySignedIn: true } });
  expect(signUp.status()).toBe(202);
  const link = linkIn((await mailTo(email)).text);
  expect(link.pathname).toBe('/en-gb/my-account');

  // An id alone (URL login without its token) grants nothing: the plain e-mail form, empty.
  await page.goto(`/en-gb/my-account?mx=${link.searchParams.get('mx')}`);
  await expect(page.getByLabel('E-mail address')).toHaveValue('');
  await expect(page.getByText(email)).toHaveCount(0);

  // The link's query on any page leads to the confirm page of /my-account.
  await page.goto(`/en-gb/${link.search}`);
  await expect(page).toHaveURL(new RegExp(`/en-gb/my-account\\?mx=${link.searchParams.get('mx')}&mxUserToken=`));
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Opening the page signed nobody in.
  expect((await page.request.get('/api/users/session')).status()).toBe(204);

  await page.getByRole('button', { name: 'Sign in now' }).press('Enter');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/en-gb\/my-account$/);
  expect(await seriousViolations(page)).toEqual([]);

  // The link again: used.
  await page.goto(link.pathname + link.search);
  await hydrated(page);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});
