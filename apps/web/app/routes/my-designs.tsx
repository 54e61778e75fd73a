import { Link } from 'react-router';
import type { Route } from './+types/my-designs';
import { localePath } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { DESIGNS_KEY, readDesigns, useStored, writeStored } from '../shell/local-store';
import { metaTitle, pageMeta } from '../shell/meta';
import { Page } from '../shell/Page';

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: metaTitle(matches, 'myDesigns.title'), noindex: true });
}

/** My Designs: the designs saved in this browser (the account's list joins them with the user service). */
export default function MyDesigns() {
  const { t, locale } = useI18n();
  const designs = useStored(readDesigns);
  return (
    <Page title={t('myDesigns.title')}>
      {designs !== undefined && designs.length === 0 && (
        <section className="empty-state">
          <p className="lead">{t('myDesigns.empty')}</p>
          <Link className="button" to={localePath(locale, '/about-our-configurators')}>
            {t('myDesigns.start')}
          </Link>
        </section>
      )}
      {designs !== undefined && designs.length > 0 && (
        <ul className="item-list">
          {designs.map((uuid, index) => (
            <li key={uuid}>
              <span className="item-title">{t('myDesigns.design', { number: index + 1 })}</span>
              <Link to={localePath(locale, `/product/${uuid}`)}>{t('myDesigns.open')}</Link>
              <button
                type="button"
                className="link-button"
                onClick={() => writeStored(DESIGNS_KEY, designs.filter((d) => d !== uuid))}
                aria-label={`${t('myDesigns.remove')}: ${t('myDesigns.design', { number: index + 1 })}`}
              >
                {t('myDesigns.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
