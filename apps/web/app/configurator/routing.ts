import { isbot } from 'isbot';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { familyOf, furnitureTypeIs, localePath, type FurnitureType, type Locale } from '@masswerk/domain';

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

/**
 * The configurator pages' headers. The page is the same for every visitor without cookies (their own
 * design lives in the browser until saved), so a shared cache may keep it a few seconds, as the shop's
 * own page cache does (apps/server/src/http/page-cache.ts): a busy configurator answers from memory. It
 * differs for phones (their layout), so it varies on the User-Agent (and, as every page, on cookies:
 * entry.server.tsx). Browsers do not keep it.
 */
export function configuratorHeaders(): Record<string, string> {
  return { 'Cache-Control': 'public, max-age=0, s-maxage=10', Vary: 'User-Agent' };
}

/** Where a design that cannot be loaded leads, per family and device (shop.md §2), without the locale prefix. */
export function designNotFoundTarget(furnitureType: FurnitureType, phone: boolean): string {
  const paths = familyOf(furnitureType).designNotFoundPath;
  return phone ? paths.phone : paths.desktop;
}

/** The full redirect URL, in the visitor's locale, with the 'Design not found' alert. */
export function designNotFoundUrl(furnitureType: FurnitureType, phone: boolean, locale: Locale): string {
  return `${localePath(locale, designNotFoundTarget(furnitureType, phone))}?msg=${encodeURIComponent(DESIGN_NOT_FOUND)}`;
}

/** The furniture type of a route parameter, or null. */
export function furnitureTypeOfParam(value: string | undefined): FurnitureType | null {
  return value !== undefined && furnitureTypeIs(value) ? value : null;
}

/** The path of a saved design in a locale: /shelf/{uuid}, /fr-ch/shelf/{uuid}. */
export function designPath(locale: Locale, furnitureType: FurnitureType, uuid: string): string {
  return localePath(locale, `/${furnitureType}/${uuid}`);
}

/** The configurator routes' shouldRevalidate: switching steps rewrites ?tab= in place and the design lives in the page, so nothing needs reloading. */
export function configuratorShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
