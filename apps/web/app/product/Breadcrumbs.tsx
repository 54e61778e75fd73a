import { Link } from 'react-router';
import type { Breadcrumbs as BreadcrumbsAnswer } from '@masswerk/contract';
import { useProductI18n } from './i18n';

/** Home, the category, this design: the last one is the page itself. */
export function Breadcrumbs({ items }: { items: BreadcrumbsAnswer['items'] }) {
  const { t } = useProductI18n();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs')} className="product-breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={item.url}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={item.url}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
