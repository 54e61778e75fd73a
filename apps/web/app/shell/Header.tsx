import { useEffect } from 'react';
import { Link } from 'react-router';
import { localePath } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { CountBadge } from './CountBadge';
import { CartIcon, HeartIcon, Logo, MenuIcon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { designListSessionHint, useDesignEntries } from '../my-designs/design-list';
import { mirrorCartCookie } from './cart-cookie';
import { cartItemCount, readCart, useStored } from './local-store';
import { MainMenu } from './MainMenu';
import { useRootShell } from './use-root';

export interface HeaderProps {
  onOpenMobileMenu: () => void;
  mobileMenuOpen: boolean;
}

/** Logo, main menu (from content), Swiss language dropdown, My Designs and cart with their counts. */
export function Header({ onOpenMobileMenu, mobileMenuOpen }: HeaderProps) {
  const { t, locale } = useI18n();
  const { headerMenu, cartCount, sessionCookie } = useRootShell();
  const cart = useStored(cartItemCount) ?? cartCount;
  // A cart stored before its cookie copy existed, or one another tab emptied, gets its cookie right on the next page.
  useEffect(() => mirrorCartCookie(readCart()), []);
  // Said before the list is first followed (the header renders before the page): a visitor without a
  // session cookie is not signed in, so the My Designs count needs no session request after hydration.
  designListSessionHint(sessionCookie !== false);
  const designs = useDesignEntries()?.length;
  return (
    <header className="site-header">
      <div className="header-bar">
        <button type="button" className="icon-button burger" aria-label={t('header.openMenu')} aria-expanded={mobileMenuOpen} aria-haspopup="dialog" onClick={onOpenMobileMenu}>
          <MenuIcon />
        </button>
        <Link to={localePath(locale, '/')} className="logo" aria-label={t('header.home')}>
          <Logo />
        </Link>
        {headerMenu && <MainMenu menu={headerMenu} locale={locale} />}
        <div className="header-actions">
          <LanguageSwitch locale={locale} />
          <Link to={localePath(locale, '/my-designs')} className="icon-button" aria-label={designs ? t('header.myDesignsCount', { count: designs }) : t('header.myDesigns')}>
            <HeartIcon />
            <CountBadge count={designs} />
          </Link>
          <Link to={localePath(locale, '/shopping_cart')} className="icon-button" aria-label={cart ? t('header.cartCount', { count: cart }) : t('header.cart')}>
            <CartIcon />
            <CountBadge count={cart} />
          </Link>
        </div>
      </div>
    </header>
  );
}
