import type { MetaDescriptor } from 'react-router';
import type { FurnitureType } from '@masswerk/domain';
import { pageMeta } from '../shell/meta';
import type { ConfiguratorCatalogue } from './i18n';

/** Title, description, canonical and hreflang links of a configurator page, for a new or a saved design. */
export function configuratorMeta(
  args: Parameters<typeof pageMeta>[0],
  data: { messages: ConfiguratorCatalogue; furnitureType: FurnitureType } | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  const family = data.messages[`family.${data.furnitureType}`] ?? data.furnitureType;
  const fill = (key: 'meta.title' | 'meta.description') => (data.messages[key] ?? '').replace('{family}', family);
  return pageMeta(args, { title: fill('meta.title'), description: fill('meta.description') });
}
