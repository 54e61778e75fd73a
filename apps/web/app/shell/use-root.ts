import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import type { Footer, HeaderMenu } from '@masswerk/contract';
import { pathWithoutLocale, type Locale } from '../i18n/locale';

export interface RootShellData {
  locale: Locale;
  headerMenu: HeaderMenu | null;
  footer: Footer | null;
  origin: string;
  /** Items in the cart as its cookie copy says (the header's badge until the page reads local storage). */
  cartCount: number;
  /** Whether a session cookie came with the page (without one nobody is signed in, and the header asks no session). */
  sessionCookie: boolean;
}

/** The header menu and footer from the content service (null when it failed: the shell goes on without). */
export function useRootShell(): RootShellData {
  return useRouteLoaderData('root') as RootShellData;
}

/**
 * The current page's path in every locale: a content page's loader answers `alternates` (translated
 * paths); any other page has the same path everywhere.
 */
export function useAlternates(): Partial<Record<Locale, string>> {
  const matches = useMatches();
  const rest = pathWithoutLocale(useLocation().pathname);
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { alternates?: Partial<Record<Locale, string>> } | undefined;
    if (data?.alternates) return data.alternates;
  }
  return { de_CH: rest, fr_CH: rest };
}
