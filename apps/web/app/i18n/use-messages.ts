import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Locale } from './locale';
import { formatMessage, type MessageKey, type MessageParams, type Messages } from './messages-types';

export interface RootI18n {
  locale: Locale;
  messages: Messages;
}

/** The shell translator of the page's locale: t('header.cart'), t('footer.copyright', { year }). */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Translator over a catalogue; an unknown key shows the key (a test keeps that from happening). */
export function translator(messages: Messages, locale?: Locale): Translate {
  return (key, params) => formatMessage(messages[key] ?? key, params, locale);
}

/** The locale and messages the root loader sent with this page. */
export function useI18n(): RootI18n & { t: Translate } {
  const root = useRouteLoaderData('root') as RootI18n | undefined;
  if (!root) throw new Error('useI18n outside the root route: the root loader did not answer');
  const t = useMemo(() => translator(root.messages, root.locale), [root.messages, root.locale]);
  return { locale: root.locale, messages: root.messages, t };
}
