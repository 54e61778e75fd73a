import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe violations on the page, one line per rule with the first nodes and what
 * axe measured (a contrast failure names the colours and the ratio), so a failure in CI explains itself.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
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
