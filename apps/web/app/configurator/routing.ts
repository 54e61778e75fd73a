import { isbot } from 'isbot';
import { SOFA_TYPES, furnitureTypeIs, localePath, type FurnitureType, type Locale } from '@masswerk/domain';

/** The alert text shop.md §2 puts into ?msg= when a design cannot be loaded. */
export const DESIGN_NOT_FOUND = 'Design not found';

/**
 * A phone, by its User-Agent: "Mobile", "iPhone", "iPod" or "Windows Phone" and not a crawler (crawlers get
 * the desktop page). Android tablets and iPads do not say "Mobile" and count as not phones; a desktop
 * browser in a narrow window is not a phone either. Only the redirect and the first server render use it.
 */
export function userAgentIsPhone(userAgent: string | null): boolean {
  if (userAgent === null || userAgent === '' || isbot(userAgent)) return false;
  return /\b(Mobile|iPhone|iPod|Windows Phone)\b/i.test(userAgent) && !/\biPad\b/.test(userAgent);
}

/** Where a design that cannot be loaded leads, per family and device (shop.md §2), without the locale prefix. */
export function designNotFoundTarget(furnitureType: FurnitureType, phone: boolean): string {
  if ((SOFA_TYPES as readonly string[]).includes(furnitureType)) return phone ? '/' : '/about-our-configurators/sofas-and-armchair';
  if (furnitureType === 'shelf') return '/about-our-configurators/shelves-and-storage';
  return phone ? '/' : '/about-our-configurators';
}

/** The full redirect URL, in the visitor's locale, with the 'Design not found' alert. */
export function designNotFoundUrl(furnitureType: FurnitureType, phone: boolean, locale: Locale): string {
  return `${localePath(locale, designNotFoundTarget(furnitureType, phone))}?msg=${encodeURIComponent(DESIGN_NOT_FOUND)}`;
}

/** Back link of a family's configurator (configurators.md §2), without the locale prefix. */
export function backLinkOf(furnitureType: FurnitureType): { path: string; key: 'back.sofas' | 'back.cushion' | 'back.shelf' | 'back.wardrobe' } {
  if ((SOFA_TYPES as readonly string[]).includes(furnitureType)) return { path: '/couches-and-armchairs', key: 'back.sofas' };
  if (furnitureType === 'cushion') return { path: '/accessories/cushions', key: 'back.cushion' };
  if (furnitureType === 'shelf') return { path: '/shelves', key: 'back.shelf' };
  return { path: '/storage/wardrobes', key: 'back.wardrobe' };
}

/** The furniture type of a route parameter, or null. */
export function furnitureTypeOfParam(value: string | undefined): FurnitureType | null {
  return value !== undefined && furnitureTypeIs(value) ? value : null;
}

/** The path of a saved design in a locale: /shelf/{uuid}, /fr-ch/shelf/{uuid}. */
export function designPath(locale: Locale, furnitureType: FurnitureType, uuid: string): string {
  return localePath(locale, `/${furnitureType}/${uuid}`);
}
