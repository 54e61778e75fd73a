import { expect, type Page } from '@playwright/test';

// The 3D view draws in software WebGL (SwiftShader, no GPU), on a 2-core machine that also runs a second
// browser and the shop: a configurator page takes seconds to hydrate and draw, more under load.
const expect3d = expect.configure({ timeout: 45_000 });

/** Resolves once React Router has hydrated the page (its route modules are loaded). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
}

/** Resolves once the configurator answers input (its page is hydrated). */
export async function configuratorHydrated(page: Page): Promise<void> {
  await expect3d(page.locator('main.cfg')).toHaveAttribute('data-hydrated', 'true');
}

/** Resolves once the configurator is hydrated and its 3D view has drawn (and the picture shown until then has left). */
export async function configuratorReady(page: Page): Promise<void> {
  await configuratorHydrated(page);
  await expect3d(page.locator('.cfg-viewer canvas').first()).toBeVisible();
  await expect3d(page.getByTestId('configurator-canvas-loading')).toHaveCount(0);
  await expect3d(page.getByTestId('configurator-poster')).toHaveCount(0);
}
