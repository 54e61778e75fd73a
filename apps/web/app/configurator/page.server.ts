import type { AppLoadContext } from 'react-router';
import type { Locale } from '@masswerk/domain';
import { localeFromRequest } from '../i18n/locale';
import { publicUrl } from '../shell/public-url.server';
import type { ConfiguratorProps } from './Configurator';
import { configuratorMessagesFor } from './messages.server';
import { userAgentIsPhone } from './routing';

/** What a configurator route reads from its request: the URL, the visitor's locale and whether a phone asks. */
export interface ConfiguratorVisit {
  url: URL;
  locale: Locale;
  phone: boolean;
}

export function configuratorVisit(request: Request): ConfiguratorVisit {
  return { url: new URL(request.url), locale: localeFromRequest(request), phone: userAgentIsPhone(request.headers.get('user-agent')) };
}

/**
 * The loader data of both configurator routes (a new design, or a saved one with its uuid): the
 * Configurator's props around the design, with the locale's words, the first layout by device, the
 * ?tab= asked for and the shop's origin for the shareable link.
 */
export function configuratorPage<P extends Pick<ConfiguratorProps, 'furnitureType' | 'design' | 'poster'> & { uuid?: string }>(
  visit: ConfiguratorVisit,
  { request, context }: { request: Request; context: AppLoadContext },
  page: P,
): P & Omit<ConfiguratorProps, 'furnitureType' | 'design' | 'uuid' | 'poster'> {
  return {
    ...page,
    locale: visit.locale,
    messages: configuratorMessagesFor(visit.locale, page.furnitureType),
    serverLayout: visit.phone ? 'phone' : 'desktop',
    tab: visit.url.searchParams.get('tab'),
    origin: publicUrl(context, request),
  };
}
