import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, redirect, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { cartCountOfCookie } from './cart/cart-page.server';
import { sessionCookieSent } from './shell/session-cookie.server';
import { contentEntry, storeOfLocale } from './content/content.server';
import { serverContext } from './content/api.server';
import { localeFromPath, localePath, localeTag, pathWithoutLocale } from './i18n/locale';
import { messagesFor } from './i18n/messages.server';
import { useCspNonce } from './shell/csp-nonce';
import { MODULE_LOADER } from './shell/deferred-modules';
import { INTL_WARMUP } from './shell/intl-warmup';
import { Maintenance } from './shell/Maintenance';
import { NotFoundPage } from './shell/NotFoundPage';
import { ZOD_JITLESS } from './shell/zod-jitless';
import { publicUrl } from './shell/public-url.server';
import { Shell } from './shell/Shell';
import { isBlogPath, staysOpenWhenClosed, withoutTrailingSlash } from './shell/paths';
// The shell's stylesheet is small (about 4 KB gzip): inlined, it costs no render-blocking request.
import styles from './styles.css?inline';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * Everything the shell needs, once per locale: messages, header menu, footer, whether the
 * country shop is closed, and the cart's count for the header. Also the two rules that apply to every path: a trailing slash redirects
 * (blog excepted) and a closed shop leads to its closed-store page (shop.md §2).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const rest = pathWithoutLocale(url.pathname);
  if (url.pathname.length > 1 && url.pathname.endsWith('/') && !isBlogPath(rest)) {
    throw redirect(withoutTrailingSlash(url.pathname, url.search), 301);
  }
  // URL login (shop.md §4: ?mx=&mxUserToken=) on any page leads to its confirm page, whose button signs in
  // (a GET signs nobody in); an id alone is ignored (docs/decisions.md "URL login").
  const token = url.searchParams.get('mxUserToken');
  if (token !== null && rest !== '/my-account') {
    const login = new URLSearchParams({ mx: url.searchParams.get('mx') ?? '', mxUserToken: token });
    throw redirect(`${localePath(locale, '/my-account')}?${login.toString()}`, 302);
  }
  const ctx = serverContext(context, request);
  const [headerMenu, footer, store] = await Promise.all([
    contentEntry(ctx, 'headerMenu', locale),
    contentEntry(ctx, 'footer', locale),
    storeOfLocale(ctx, locale),
  ]);
  if (store?.closed) {
    const imprint = await contentEntry(ctx, 'pages', locale, 'imprint');
    if (!staysOpenWhenClosed(rest, imprint?.locUrl)) {
      throw redirect(localePath(locale, '/closed-store'), 302);
    }
  }
  // The header's cart badge at first paint, from the cart's cookie copy (the page reads local storage after).
  const cookies = request.headers.get('cookie');
  const cartCount = cartCountOfCookie(cookies);
  return { locale, messages: messagesFor(locale), headerMenu, footer, origin: publicUrl(context, request), cartCount, sessionCookie: sessionCookieSent(cookies) };
}

/** Menus and messages belong to the locale: reload them only when it changes (or after a form post). */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The locale comes from the URL, so <html lang> is right on the server and after hydration alike.
  const { pathname } = useLocation();
  // Set while the server renders (the page's CSP names it); undefined in the browser, where these scripts do not run again.
  const nonce = useCspNonce();
  return (
    <html lang={localeTag(localeFromPath(pathname))}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f6f3ee" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: styles }} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Zod must not probe for eval, which the page's CSP refuses (shell/zod-jitless.ts): set before any module runs. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
        {/* Starts the module script <Scripts /> rendered once the page's main picture is drawn (shell/deferred-modules.ts). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: MODULE_LOADER }} />
        {/* Starts a worker that loads the browser's number data off the main thread while the scripts download (shell/intl-warmup.ts). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: INTL_WARMUP }} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * A thrown 404 (an unknown furniture type, say) shows the 404 page inside the shell; any other
 * failure, in a loader or while rendering, shows the maintenance page, never a blank screen.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  if (root && isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFoundPage />
      </Shell>
    );
  }
  return <Maintenance messages={root?.messages} />;
}
