import { type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { CATALOG_CATEGORIES, FURNITURE_TYPES, LOCALE_INFOS, familyOf } from '@masswerk/domain';
import { configuratorRoutes } from './configurator/route-entries';

/**
 * The route table of shop.md §2, once per locale: de_DE without prefix, every other locale under its
 * directory (/de-at, /de-ch, /fr-ch, /fr-fr, /en-gb, /nl-nl). Paths of content pages are translated
 * (/fr-fr/mentions-legales is the imprint); those are not listed here but found by the content-page
 * route, which answers everything the table does not name, or the 404 page.
 *
 * Done outside this table, in routes/root (root.tsx): a path ending in "/" redirects without it
 * (blog excepted), and a closed country shop (CLOSED_STORES) leads its shop routes to /closed-store.
 */
const SHOP_ROUTES: readonly [path: string, file: string, name: string][] = [
  ['', 'routes/home.tsx', 'home'],
  // Redirects (real HTTP redirects from the server, the query kept)
  ['samples', 'routes/redirect.ts', 'samples'], // -> /materialproben (translated)
  ['showroom', 'routes/redirect.ts', 'showroom'], // -> /showroom-berlin
  ['about-our-configurators/:filter', 'routes/redirect.ts', 'about-filter'], // -> /about-our-configurators
  // A family's former address of its designs: /{family.formerPathSegment}/{uuid} -> /{type}/{uuid}
  ...FURNITURE_TYPES.flatMap((type): [string, string, string][] => {
    const segment = familyOf(type).formerPathSegment;
    return segment === null ? [] : [[`${segment}/:uuid`, 'routes/redirect.ts', segment.replaceAll('_', '-')]];
  }),
  // Designs and products (the configurator routes come from configurator/route-entries.ts)
  ['product/:uuid', 'routes/product.tsx', 'product'],
  ['instruction/:uuid/:instructionImageName', 'routes/instruction.tsx', 'instruction'],
  ['instructions-viewer/:uuid?', 'routes/instructions-viewer.tsx', 'instructions-viewer'],
  // Category pages at the configurators' back-link paths (/shelves, /couches-and-armchairs, ...), the
  // same path under every locale's prefix, as the back links lead (docs/decisions.md)
  ...CATALOG_CATEGORIES.map((category): [string, string, string] => [category.path.slice(1), 'routes/catalog.tsx', `catalog-${category.id}`]),
  // Shop
  ['my-designs', 'routes/my-designs.tsx', 'my-designs'],
  ['my-account', 'routes/my-account.tsx', 'my-account'],
  ['order-tracking', 'routes/order-tracking.tsx', 'order-tracking'],
  ['shopping_cart', 'routes/shopping-cart.tsx', 'shopping-cart'],
  ['checkout/*', 'routes/checkout.tsx', 'checkout'], // delivery, validation, pay, receipt
  ['samplebox', 'routes/samplebox.tsx', 'samplebox'],
  // Static pages (content of the content service, shown without header and footer on /closed-store)
  ['closed-store', 'routes/content-page.tsx', 'closed-store'],
  ['cookie-declaration', 'routes/content-page.tsx', 'cookie-declaration'],
  ['404', 'routes/not-found.tsx', '404'],
  // The review form lives on a path nobody links to (docs/decisions.md)
  ['bewertung-abgeben-7r4k', 'routes/review-form.tsx', 'review-form'],
  // Everything else: a content page (/faq, /imprint, /shipping-and-payment, /store, /virtual, /blog,
  // /blog/{post}, /career, /showroom-berlin ... /materialproben, /about-our-configurators),
  // or the 404 page with status 404.
  ['*', 'routes/content-page.tsx', 'content-page'],
];

function localeRoutes(): RouteConfigEntry[] {
  const entries: RouteConfigEntry[] = [];
  for (const { urlPrefix, locale } of LOCALE_INFOS) {
    for (const [path, file, name] of SHOP_ROUTES) {
      const full = [urlPrefix.slice(1), path].filter(Boolean).join('/');
      entries.push(route(full === '' ? '/' : full, file, { id: `${name}-${locale}` }));
    }
  }
  return entries;
}

export default [
  // Every user-facing string of a locale as one JSON file (shop.md §7): /translations/fr_CH.json
  route('translations/:file', 'routes/translations.ts', { id: 'translations' }),
  // A saved design, or a family's default design, alone in the 3D viewer, for the server's picture job (not linked, not indexed)
  route('render/:uuid', 'routes/render-picture.tsx', { id: 'render-picture' }),
  route('render/defaults/:furnitureType', 'routes/render-picture.tsx', { id: 'render-defaults-picture' }),
  ...configuratorRoutes(),
  ...localeRoutes(),
] satisfies RouteConfig;
