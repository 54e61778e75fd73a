import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/shopping-cart';
import { CartPage } from '../cart/CartPage';
import { initialCart } from '../cart/cart-page.server';
import { cartColorNames, cartMessages } from '../cart/messages.server';
import { serverContext } from '../content/api.server';
import '../cart/cart.css';
import { localeFromRequest } from '../i18n/locale';
import { metaTitle, pageMeta } from '../shell/meta';

/**
 * The cart's words for the locale, and the cart of its cookie copy priced (cart/cart-page.server.ts):
 * the cart itself lives in the browser's local storage.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const initial = await initialCart(serverContext(context, request), request.headers.get('cookie'), locale);
  return { messages: cartMessages(locale), colorNames: cartColorNames(locale), initial };
}

/** Dropping ?uuid= after a cart recovery changes only the query: the words stay, and the page prices the cart itself. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: metaTitle(matches, 'cart.title'), noindex: true });
}

/** /shopping_cart: the cart page (cart/CartPage.tsx). */
export default function ShoppingCart({ loaderData }: Route.ComponentProps) {
  return <CartPage messages={loaderData.messages} colorNames={loaderData.colorNames} initial={loaderData.initial} />;
}
