import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { mailTo } from '../support/mailbox';
import { configuratorReady, hydrated } from '../support/pages';

// My Designs signed in (issue 15), at 1280 px and 390 px, in two locales: three designs hearted signed out
// merge into the account on signing in (the code from the e-mail, by keyboard), /my-designs shows them,
// one is removed, and signing out leaves this browser's list empty. Then saving a design by e-mail from
// the configurator: the dialog by keyboard, its field messages, the mail with the design's link and
// picture, Escape; the exit-intent offer on desktop only. The mails arrive at the SMTP server the tests
// start (global-setup.ts, support/mailbox.ts).
const expect3d = expect.configure({ timeout: 90_000 });

const LOCALES = [
  {
    prefix: '',
    heart: 'In Meine Designs merken',
    badge: (count: number) => new RegExp(`^Meine Designs: ${count} gespeichert`),
    emailLabel: 'E-Mail-Adresse',
    codeLabel: 'Code aus der E-Mail',
    signedInAs: (email: string) => `Angemeldet als ${email}`,
    signOut: 'Abmelden',
    remove: /^Entfernen: /,
    families: ['Kissen', 'Sofa Joyn', 'Regal'],
    saveByEmail: 'Per E-Mail speichern',
    required: 'Pflichtfeld',
    invalid: 'Keine gültige E-Mail-Adresse',
    send: 'Senden',
    sent: /^Erledigt: Ihr Design ist unterwegs an /,
    offer: 'Bevor Sie gehen: Design behalten?',
    subject: 'Ihr Masswerk-Design',
    signInNow: 'Jetzt anmelden',
  },
  {
    prefix: '/en-gb',
    heart: 'Keep in My designs',
    badge: (count: number) => new RegExp(`^My designs: ${count} saved`),
    emailLabel: 'E-mail address',
    codeLabel: 'Code from the e-mail',
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: 'Sign out',
    remove: /^Remove: /,
    families: ['Cushion', 'Joyn sofa', 'Shelf'],
    saveByEmail: 'Save by e-mail',
    required: 'Field required',
    invalid: 'Not valid email',
    send: 'Send',
    sent: /^Done: your design is on its way to /,
    offer: 'Before you go: keep your design?',
    subject: 'Your Masswerk design',
    signInNow: 'Sign in now',
  },
] as const;

const codeIn = (text: string) => /^\s+(\d{3}) (\d{3})$/m.exec(text)!.slice(1).join('');

for (const words of LOCALES) {
  test(`${words.prefix || '/'}: three designs hearted signed out merge into the account on signing in; remove one; sign out`, async ({ page }) => {
    test.setTimeout(480_000);
    const email = `merge-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const badge = page.locator(`a.icon-button[href="${words.prefix}/my-designs"]`);
    for (const [index, type] of (['shelf', 'joyn', 'cushion'] as const).entries()) {
      await page.goto(`${words.prefix}/${type}/configurator`);
      await configuratorReady(page);
      const heart = page.getByRole('button', { name: words.heart, exact: true });
      const picture = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/designs\/[0-9a-f-]{36}\/images\/0$/.test(r.url()), { timeout: 90_000 });
      await heart.focus();
      await page.keyboard.press('Space');
      await expect3d(heart).toHaveAttribute('aria-pressed', 'true');
      expect((await picture).status()).toBe(201);
      await expect(badge).toHaveAccessibleName(words.badge(index + 1));
    }

    // Sign in by the e-mail's code, by keyboard.
    await page.goto(`${words.prefix}/my-account`);
    await hydrated(page);
    await page.getByLabel(words.emailLabel).focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(words.codeLabel)).toBeFocused();
    await page.keyboard.type(codeIn((await mailTo(email)).text));
    await page.keyboard.press('Enter');
    await expect(page.getByText(words.signedInAs(email))).toBeVisible();
    // The account's designs are this browser's three, merged on signing in; this browser keeps none of its own.
    await expect(page.getByTestId('account-designs').locator('li')).toHaveCount(3);
    // Each by its family's name and with its picture, in any order (the account keeps its own).
    await expect(page.getByTestId('account-designs').locator('.item-title')).toHaveText(words.families.map(() => new RegExp(`^(${words.families.join('|')})$`)));
    await expect(page.getByTestId('account-designs').locator('img.cart-line-picture')).toHaveCount(3);
    await expect(badge.locator('.count-badge')).toHaveText('3');
    expect(await page.evaluate(() => localStorage.getItem('masswerk.designs'))).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);

    // /my-designs shows the account's list, newest first; one removed by keyboard.
    await badge.click();
    await page.waitForURL(`**${words.prefix}/my-designs`);
    const cards = page.locator('.design-cards > li');
    await expect(cards.locator('h3')).toHaveText([...words.families]);
    expect(await seriousViolations(page)).toEqual([]);
    await cards.nth(1).getByRole('button', { name: words.remove }).focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(2);
    await expect(badge.locator('.count-badge')).toHaveText('2');
    // The account holds two after a reload (the server's list, not this browser's).
    await page.reload();
    await expect(cards.locator('h3')).toHaveText([words.families[0], words.families[2]]);
    const session = await page.request.get('/api/users/session');
    expect(((await session.json()) as { designs: string[] }).designs).toHaveLength(2);

    // Sign out: this browser's list is empty again.
    await page.goto(`${words.prefix}/my-account`);
    await hydrated(page);
    await page.getByRole('button', { name: words.signOut }).press('Enter');
    await expect(page.getByLabel(words.emailLabel)).toBeVisible();
    await page.goto(`${words.prefix}/my-designs`);
    await expect(page.getByTestId('my-designs-empty')).toBeVisible();
  });

  test(`${words.prefix || '/'}: save a design by e-mail from the configurator, by keyboard, and sign in by the mail's link`, async ({ page }, info) => {
    test.setTimeout(240_000);
    const email = `saved-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${words.prefix}/shelf/configurator`);
    await configuratorReady(page);

    // The exit-intent offer: desktop only, once per browser session.
    const dialog = page.getByTestId('save-by-email');
    const leave = () => page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientX: 300, clientY: -1, bubbles: false })));
    await leave();
    if (info.project.name === 'desktop') {
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: words.offer })).toBeVisible();
      await expect(page.getByLabel(words.emailLabel)).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await leave();
      await expect(dialog).toBeHidden();
    } else {
      await expect(dialog).toBeHidden();
    }

    const open = page.getByRole('button', { name: words.saveByEmail });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const field = page.getByLabel(words.emailLabel);
    await expect(field).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.locator('#cfg-save-email-error')).toHaveText(words.required);
    await field.fill('not-an-address');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('#cfg-save-email-error')).toHaveText(words.invalid);
    expect(await seriousViolations(page)).toEqual([]);
    await field.fill(email);
    const picture = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/designs\/[0-9a-f-]{36}\/images\/0$/.test(r.url()), { timeout: 90_000 });
    await dialog.getByRole('button', { name: words.send }).press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(words.sent);
    await picture;
    // As the heart does: the design is kept in My Designs (this browser's list, signed out).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: words.heart, exact: true })).toHaveAttribute('aria-pressed', 'true');

    const mail = await mailTo(email);
    expect(mail.subject).toBe(words.subject);
    const designLink = new RegExp(`http://[^\\s"<]+${words.prefix}/shelf/([0-9a-f-]{36})`).exec(mail.text);
    expect(designLink).not.toBeNull();
    // The HTML part shows the stored thumbnail by its absolute address.
    expect(mail.html).toMatch(new RegExp(`<img src="http://[^"]+/api/designs/${designLink![1]}/images/0"`));

    // The mail's sign-in link proves the address: its page signs in when its button is pressed, and the
    // account keeps the design.
    const signIn = new URL(/^(http\S+mxUserToken=\S+)$/m.exec(mail.text)![1]!);
    expect(signIn.pathname).toBe(`${words.prefix}/my-account`);
    await page.goto(signIn.pathname + signIn.search);
    await hydrated(page);
    await page.getByRole('button', { name: words.signInNow }).press('Enter');
    await expect(page.getByText(words.signedInAs(email))).toBeVisible();
    await expect(page.getByTestId('account-designs').locator('li')).toHaveCount(1);
    await expect(page.getByTestId('account-designs').locator(`a[href*="${designLink![1]}"]`).first()).toBeVisible();
  });
}
