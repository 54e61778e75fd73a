import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ConsentDialog } from '../consent/ConsentDialog';
import { pathWithoutLocale } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { Footer } from './Footer';
import { Header } from './Header';
import { MOBILE_MENU_CLOSE_MS, MobileMenu, type MobileMenuState } from './MobileMenu';
import { MsgAlert } from './MsgAlert';
import { hidesShell } from './paths';
import { useRootShell } from './use-root';

/** Header, footer, mobile menu, alerts and the consent dialog around every page. */
export function Shell({ children }: { children: React.ReactNode }) {
  const { t, locale } = useI18n();
  const { headerMenu, footer } = useRootShell();
  const { pathname } = useLocation();
  const [menuState, setMenuState] = useState<MobileMenuState>('closed');
  const [menuOpenings, setMenuOpenings] = useState(0);
  const [consentOpen, setConsentOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);

  const openMenu = () => {
    window.clearTimeout(closeTimer.current);
    setMenuOpenings((n) => n + 1);
    setMenuState('opened');
  };
  const closeMenu = useCallback(() => {
    setMenuState((state) => (state === 'opened' ? 'closing' : state));
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => {
      setMenuState('closed');
      document.querySelector<HTMLElement>('.burger')?.focus();
    }, MOBILE_MENU_CLOSE_MS);
  }, []);

  // Opening the menu locks the page's scroll until it has closed.
  useEffect(() => {
    if (menuState === 'closed') return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [menuState]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const bare = hidesShell(pathWithoutLocale(pathname));
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {!bare && <Header onOpenMobileMenu={openMenu} mobileMenuOpen={menuState === 'opened'} />}
      <MsgAlert />
      <div className="page-body">{children}</div>
      {!bare && <Footer onOpenConsent={() => setConsentOpen(true)} />}
      {!bare && <MobileMenu key={menuOpenings} state={menuState} onClose={closeMenu} menu={headerMenu} footer={footer} locale={locale} />}
      <ConsentDialog open={consentOpen} onClose={() => setConsentOpen(false)} />
    </>
  );
}
