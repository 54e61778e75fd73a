import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Footer, HeaderMenu } from '@masswerk/contract';
import { localeHref, type Locale } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { ChevronIcon, CloseIcon } from './icons';

/** closed -> opened -> closing (300 ms) -> closed (shop.md §4). */
export type MobileMenuState = 'closed' | 'opened' | 'closing';
export const MOBILE_MENU_CLOSE_MS = 300;

export interface MobileMenuProps {
  state: MobileMenuState;
  onClose: () => void;
  menu: HeaderMenu | null;
  footer: Footer | null;
  locale: Locale;
}

/**
 * The slide-in menu for phones: product categories (tab 0), a category's links with a back button
 * (tab 1), the customise list and the footer links. A modal dialog: Escape or the backdrop close it,
 * choosing a link closes it, focus stays inside while it is open. The shell mounts it afresh on each
 * opening, so it always starts on tab 0.
 */
export function MobileMenu({ state, onClose, menu, footer, locale }: MobileMenuProps) {
  const { t } = useI18n();
  const [group, setGroup] = useState<number | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const tab = group === null ? 0 : 1;

  useEffect(() => {
    if (state === 'opened') panelRef.current?.querySelector<HTMLElement>('.mobile-menu-close')?.focus();
  }, [state]);

  useEffect(() => {
    if (tab === 1) panelRef.current?.querySelector<HTMLElement>('.mobile-menu-back')?.focus();
  }, [tab]);

  // On the document, not the menu: a tap on a part of the panel that takes no focus leaves focus on
  // <body>, and Escape must still close the menu and Tab come back into it.
  useEffect(() => {
    if (state !== 'opened') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = panelRef.current?.contains(document.activeElement) ?? false;
      if (!inside || (event.shiftKey && document.activeElement === first)) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state, onClose]);

  if (state === 'closed') return null;

  const current = group === null ? undefined : menu?.groups[group];
  const link = (title: string, url: string) => (
    <Link to={localeHref(locale, url)} onClick={onClose}>
      {title}
    </Link>
  );

  return (
    <div className="mobile-menu" data-state={state}>
      <div className="mobile-menu-backdrop" onClick={onClose} aria-hidden="true" />
      <div className="mobile-menu-panel" role="dialog" aria-modal="true" aria-labelledby="mobile-menu-title" ref={panelRef} data-tab={tab}>
        <div className="mobile-menu-head">
          {current ? (
            <button type="button" className="mobile-menu-back" onClick={() => setGroup(null)}>
              <ChevronIcon direction="left" />
              {t('mobileMenu.back')}
            </button>
          ) : (
            <p className="mobile-menu-title" id="mobile-menu-title">
              {t('mobileMenu.title')}
            </p>
          )}
          {current && (
            <p className="visually-hidden" id="mobile-menu-title">
              {current.title}
            </p>
          )}
          <button type="button" className="icon-button mobile-menu-close" aria-label={t('mobileMenu.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {current ? (
          <div className="mobile-menu-body" key="tab-1">
            <h2 className="mobile-menu-group-title">{current.title}</h2>
            {current.navGroups.map((navGroup) => (
              <section key={navGroup.title} aria-label={navGroup.title}>
                <p className="mobile-menu-label">{navGroup.title}</p>
                <ul className="mobile-menu-links">
                  {navGroup.links.map((l) => (
                    <li key={l.url + l.title}>{link(l.title, l.url)}</li>
                  ))}
                </ul>
              </section>
            ))}
            {current.links.length > 0 && (
              <ul className="mobile-menu-links">
                {current.links.map((l) => (
                  <li key={l.url + l.title}>{link(l.title, l.url)}</li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <div className="mobile-menu-body" key="tab-0">
            {menu && (
              <nav aria-label={t('mobileMenu.products')}>
                <ul className="mobile-menu-categories">
                  {menu.groups.map((g, index) => (
                    <li key={g.title}>
                      {g.navGroups.length > 0 || g.links.length > 0 ? (
                        <button type="button" onClick={() => setGroup(index)}>
                          {g.title}
                          <ChevronIcon direction="right" />
                        </button>
                      ) : (
                        link(g.title, g.url ?? '/')
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {menu && menu.customise.length > 0 && (
              <section aria-labelledby="mobile-menu-customise">
                <p className="mobile-menu-label" id="mobile-menu-customise">
                  {t('mobileMenu.customise')}
                </p>
                <ul className="mobile-menu-chips">
                  {menu.customise.map((l) => (
                    <li key={l.url}>{link(l.title, l.url)}</li>
                  ))}
                </ul>
              </section>
            )}
            {footer && (
              <section aria-labelledby="mobile-menu-service">
                <p className="mobile-menu-label" id="mobile-menu-service">
                  {t('mobileMenu.service')}
                </p>
                <ul className="mobile-menu-footer-links">
                  {footer.groups.flatMap((g) => g.links).map((l) => (
                    <li key={l.url + l.title}>{link(l.title, l.url)}</li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
