import { Link } from 'react-router';
import { localePath } from '@masswerk/domain';
import { useCartI18n } from './use-cart-i18n';

/** The empty cart: what to do next. */
export function CartEmpty() {
  const { t, locale } = useCartI18n();
  return (
    <section className="empty-state" data-testid="cart-empty">
      <p className="lead">{t('empty.title')}</p>
      <p>{t('empty.body')}</p>
      <p className="cart-empty-actions">
        <Link className="button" to={localePath(locale, '/about-our-configurators')}>
          {t('empty.start')}
        </Link>
        <Link className="button button-quiet" to={localePath(locale, '/samplebox')}>
          {t('empty.sampleBox')}
        </Link>
      </p>
    </section>
  );
}
