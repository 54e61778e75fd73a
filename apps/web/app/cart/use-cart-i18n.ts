import { createContext, useContext } from 'react';
import type { CartTranslator } from './i18n';

/** The cart page's translator, given by CartPage to every component below it. */
export const CartI18nContext = createContext<CartTranslator | null>(null);

/** The translator of the cart page; throws outside CartPage (or a test's provider). */
export function useCartI18n(): CartTranslator {
  const translator = useContext(CartI18nContext);
  if (!translator) throw new Error('useCartI18n outside CartI18nContext: render the component inside CartPage');
  return translator;
}
