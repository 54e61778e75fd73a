import { Link } from 'react-router';
import { LOCALE_INFOS, localeHref, localePath, localeTag } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import type { MessageKey } from '../i18n/messages-types';
import { useRootShell } from './use-root';

export interface FooterProps {
  onOpenConsent: () => void;
  /** The footer's widgets (shop.md §2: help panel, review widget), above the link groups; the shell decides where they show. */
  children?: React.ReactNode;
}

/** Widgets, link groups from content, the claim and address, the country list and the update-consent link. */
export function Footer({ onOpenConsent, children }: FooterProps) {
  const { t, locale } = useI18n();
  const { footer } = useRootShell();
  return (
    <footer className="site-footer" aria-label={t('footer.label')}>
      {children && <div className="footer-widgets">{children}</div>}
      <div className="footer-inner">
        <div className="footer-brand">
          <p className="footer-claim">{footer?.claim}</p>
          {footer && (
            <address>
              {footer.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          )}
        </div>
        {footer?.groups.map((group) => (
          <nav className="footer-group" key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.url + link.title}>
                  <Link to={localeHref(locale, link.url)}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav className="footer-group" aria-label={t('footer.countries')}>
          <h2>{t('footer.countries')}</h2>
          <ul>
            {LOCALE_INFOS.map((info) => (
              <li key={info.locale}>
                <a href={localePath(info.locale, '/')} hrefLang={localeTag(info.locale)} aria-current={info.locale === locale ? 'true' : undefined}>
                  {t(`locale.${info.locale}` as MessageKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="footer-bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <button type="button" className="link-button" onClick={onOpenConsent}>
          {t('footer.consent')}
        </button>
      </div>
    </footer>
  );
}
