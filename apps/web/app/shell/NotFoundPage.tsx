import { Link } from 'react-router';
import { localePath } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';

/** The 404 page (its HTTP status is set by the loader that found nothing). */
export function NotFoundPage() {
  const { t, locale } = useI18n();
  return (
    <main id="main" className="page not-found">
      <p className="status" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      <Link to={localePath(locale, '/')} className="button">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
