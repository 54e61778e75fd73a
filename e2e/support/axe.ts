import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe violations on the page, one line per rule with the first nodes and what
 * axe measured (a contrast failure names the colours and the ratio), so a failure in CI explains itself.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await renderedInFull(page, () => new AxeBuilder({ page }).analyze());
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 3).map((n) => {
        const data = n.any.concat(n.all, n.none).find((c) => c.data !== null && c.data !== undefined)?.data as
          | Record<string, unknown>
          | undefined;
        const measured = data === undefined ? '' : ` ${JSON.stringify(data)}`;
        return `${n.target.join(' ')}${measured}`;
      });
      return `${v.id}: ${v.help} (${nodes.join(', ')})`;
    });
}

/**
 * Runs `audit` with every part the browser skips while it is off screen (`content-visibility: auto`,
 * the configurator's sub-views) drawn, as a visitor sees it once scrolled there. axe cannot judge a
 * skipped part: it has no layout, so its texts seem to lie on whatever lies under them and their
 * contrast is misjudged (axe-core issue 2768). Set through the CSSOM, which the page's CSP allows.
 */
async function renderedInFull<T>(page: Page, audit: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.style.contentVisibility = 'visible';
      element.dataset.axeRendered = '';
    }
  });
  try {
    return await audit();
  } finally {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-axe-rendered]')) {
        element.style.contentVisibility = '';
        delete element.dataset.axeRendered;
      }
    });
  }
}
