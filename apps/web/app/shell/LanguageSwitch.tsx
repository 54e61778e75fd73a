import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { localePath, localeTag, SWISS_LOCALES, type Locale } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { ChevronIcon } from './icons';
import { searchWithoutMsg } from './MsgAlert';
import { useAlternates } from './use-root';

/**
 * The language dropdown of the Swiss shop (shop.md §2): German and French, on the same page (the
 * page's translated path when it has one). Plain links, so it works before hydration too.
 */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useI18n();
  const alternates = useAlternates();
  const location = useLocation();
  // Open on the page where it was opened; a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean) => setOpenOn(value ? location.key : null);
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!SWISS_LOCALES.includes(locale)) return null;
  const label = (l: Locale) => (l === 'de_CH' ? t('language.de') : t('language.fr'));
  return (
    <div className="language-switch" ref={ref}>
      <button type="button" className="language-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{locale === 'de_CH' ? 'DE' : 'FR'}</span>
        <span className="visually-hidden">{t('header.languageCurrent', { language: label(locale) })}</span>
        <ChevronIcon />
      </button>
      <ul className="language-list" id={listId} hidden={!open}>
        {SWISS_LOCALES.map((l) => (
          <li key={l}>
            {/* A full page load: the other language has its own menus and messages. */}
            <a href={`${localePath(l, alternates[l] ?? '/')}${searchWithoutMsg(location.search)}`} hrefLang={localeTag(l)} lang={localeTag(l)} aria-current={l === locale ? 'true' : undefined}>
              {label(l)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
