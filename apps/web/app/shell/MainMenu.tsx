import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { HeaderMenu } from '@masswerk/contract';
import { localeHref, type Locale } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { ChevronIcon } from './icons';
import { ContentImage } from '../content/ContentImage';

export interface MainMenuProps {
  menu: HeaderMenu;
  locale: Locale;
}

/**
 * The desktop main menu (shop.md §2, §4): a group with sub-links opens its panel on click, a second
 * click closes it; a navigation, a click outside or Escape closes it too.
 */
export function MainMenu({ menu, locale }: MainMenuProps) {
  const { t } = useI18n();
  const location = useLocation();
  // The open panel belongs to the page it was opened on: a navigation closes it.
  const [opened, setOpened] = useState<{ index: number; page: string } | null>(null);
  const open = opened?.page === location.key ? opened.index : null;
  const setOpen = (index: number | null) => setOpened(index === null ? null : { index, page: location.key });
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();

  useEffect(() => {
    if (open === null) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpened(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpened(null);
      navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${baseId}-${open}"]`)?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, baseId]);

  return (
    <nav className="main-menu" aria-label={t('header.mainMenu')} ref={navRef}>
      <ul className="main-menu-list">
        {menu.groups.map((group, index) => {
          const hasPanel = group.navGroups.length > 0 || group.links.length > 0;
          if (!hasPanel) {
            return (
              <li key={group.title}>
                <Link className="main-menu-item" to={localeHref(locale, group.url ?? '/')} target={group.target}>
                  {group.title}
                </Link>
              </li>
            );
          }
          const panelId = `${baseId}-${index}`;
          const isOpen = open === index;
          return (
            <li key={group.title}>
              <button
                type="button"
                className="main-menu-item"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                {group.title}
                <ChevronIcon />
              </button>
              <div className="menu-panel" id={panelId} hidden={!isOpen}>
                <div className="menu-panel-inner">
                  {group.navGroups.map((navGroup) => (
                    <div className="menu-column" key={navGroup.title}>
                      <p className="menu-column-title">{navGroup.title}</p>
                      <ul>
                        {navGroup.links.map((link) => (
                          <li key={link.url + link.title}>
                            <Link to={localeHref(locale, link.url)} target={link.target}>
                              {link.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                  {group.links.length > 0 && (
                    <ul className="menu-column">
                      {group.links.map((link) => (
                        <li key={link.url + link.title}>
                          <Link to={localeHref(locale, link.url)}>{link.title}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  {group.image && <ContentImage image={group.image} className="menu-image" sizes="240px" />}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
