import type { PricedCartAnswer } from '@masswerk/contract';
import type { StoredCart } from '@masswerk/domain';
import type { SummaryState } from './cart-view';
import type { CartPriceInput } from './price-input';

/**
 * What the server rendered the cart page with (cart-page.server.ts): the cart of its cookie, the
 * answer of the cart service to it, and its designs' summaries. The page starts from it and hydrates
 * without a loading state; once it reads local storage, a cart that differs is priced anew.
 */
export interface InitialCart {
  cart: StoredCart;
  pricedInput: CartPriceInput;
  priced: PricedCartAnswer;
  summaries: [uuid: string, summary: SummaryState][];
}
