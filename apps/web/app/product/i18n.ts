import { createContext, useContext } from 'react';
import type { Locale } from '@masswerk/domain';
import { formatMessage } from '../i18n/messages-types';
import type reference from './messages/de_DE.json';

/** The product page's messages of one locale (messages.server.ts builds it). */
export type ProductMessages = Readonly<Record<string, string>>;
/** Keys every locale has (de_DE is the reference; i18n/messages.test.ts checks the others). */
export type ProductMessageKey = keyof typeof reference;

/** Words of the product page in one locale. */
export interface ProductTranslator {
  locale: Locale;
  t(key: ProductMessageKey, params?: Readonly<Record<string, string | number>>): string;
}

export function productTranslator(locale: Locale, messages: ProductMessages): ProductTranslator {
  return { locale, t: (key, params = {}) => formatMessage(messages[key] ?? key, params, locale) };
}

/** The product page's translator, given by ProductPage to every component below it. */
export const ProductI18nContext = createContext<ProductTranslator | null>(null);

export function useProductI18n(): ProductTranslator {
  const translator = useContext(ProductI18nContext);
  if (!translator) throw new Error('useProductI18n outside ProductI18nContext: render the component inside ProductPage');
  return translator;
}
