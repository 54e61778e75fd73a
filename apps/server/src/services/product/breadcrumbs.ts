import { localePath, type Locale } from '@masswerk/domain';
import { apiMessage, type ApiMessageKey, type Breadcrumbs } from '@masswerk/contract';
import type { DesignCache } from '../designs/design-cache.ts';

/**
 * The way to a product page in a locale: the home page, the family's category (the configurator's back
 * link of configurators.md §2, under the locale's prefix), and the design by its name (or its family's).
 */
export async function designBreadcrumbs(designs: DesignCache, uuid: string, lang: Locale): Promise<Breadcrumbs> {
  const design = await designs.load(uuid);
  const { furniture_type: type, backLink } = design.family;
  const words = (key: string) => apiMessage(lang, key as ApiMessageKey);
  return {
    items: [
      { name: words('breadcrumb.home'), url: localePath(lang, '/') },
      { name: words(`breadcrumb.category.${backLink.id}`), url: localePath(lang, backLink.path) },
      { name: design.name ?? words(`breadcrumb.family.${type}`), url: localePath(lang, `/product/${design.uuid}`) },
    ],
  };
}
