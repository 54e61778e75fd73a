import { useContext } from 'react';
import { preloadModule } from 'react-dom';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * The page's JavaScript modules, announced at low fetch priority before React Router's <Scripts />
 * announces them at the browser's default (high) priority: the browser fetches each module once, for
 * the first announcement, so the page's text and pictures go first and the modules follow. Server
 * rendering only (after hydration React Router loads modules itself). Same list as <Scripts />:
 * the entry, its imports and the matched routes' modules and imports.
 */
export function LowPriorityModules() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (typeof document !== 'undefined' || !framework) return null;
  const { manifest } = framework;
  const hrefs = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    hrefs.add(route.module);
    for (const href of route.imports ?? []) hrefs.add(href);
  }
  // fetchPriority is forwarded since react-dom 19.3; its types do not list it yet.
  for (const href of hrefs) preloadModule(href, { as: 'script', fetchPriority: 'low' } as Parameters<typeof preloadModule>[1]);
  return null;
}
