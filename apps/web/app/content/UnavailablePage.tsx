import { useI18n } from '../i18n/use-messages';

/** A content page whose content could not be loaded (status 503): the shell carries on around it. */
export function UnavailablePage() {
  const { t } = useI18n();
  return (
    <main id="main" className="page not-found">
      <h1>{t('unavailable.title')}</h1>
      <p className="lead">{t('unavailable.body')}</p>
      {/* A plain link to this very URL: it reloads, with or without scripts. */}
      <a className="button" href="">
        {t('maintenance.reload')}
      </a>
    </main>
  );
}
