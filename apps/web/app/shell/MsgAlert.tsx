import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n, type Translate } from '../i18n/use-messages';
import { CloseIcon } from './icons';

/** How long a ?msg= alert stays (shop.md §9) and how long it takes to leave. */
export const ALERT_MS = 8000;
export const ALERT_CLOSE_MS = 400;

/** Alert texts the spec sends in ?msg= get the locale's words; any other text is shown as it came. */
function alertText(msg: string, t: Translate): string {
  return msg === 'Design not found' ? t('alert.designNotFound') : msg;
}

/** The query without its msg: a link or a second look at the URL must not bring a shown alert back. */
export function searchWithoutMsg(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has('msg')) return search;
  params.delete('msg');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * How long the alert still has to stay. On the page the browser loaded, the server already drew it,
 * so its 8 s run from the navigation's start (performance.now()), not from hydration; on a page
 * reached inside the app (React Router's first location has the key "default") from now.
 */
export function alertRemainingMs(locationKey: string, now: number): number {
  return locationKey === 'default' ? Math.max(0, ALERT_MS - now) : ALERT_MS;
}

/** Removes msg from the address bar without a navigation (React Router's history state is kept). */
function dropMsgFromUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('msg')) return;
  url.searchParams.delete('msg');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The ?msg= alert: shown for 8 s, then it leaves with a 400 ms animation and msg is taken out of the
 * URL. It belongs to the page that brought the msg, so there is only ever one: a new page with a new
 * msg replaces it. Rendered on the server too, so it shows before any script runs. The address bar
 * loses msg by replaceState, which React Router does not see, so links built from its location use
 * searchWithoutMsg().
 */
export function MsgAlert() {
  const { t } = useI18n();
  const location = useLocation();
  const msg = new URLSearchParams(location.search).get('msg');
  const [closing, setClosing] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const leaveTimer = useRef<number | undefined>(undefined);

  const close = useCallback((page: string) => {
    dropMsgFromUrl();
    setClosing(page);
    window.clearTimeout(leaveTimer.current);
    leaveTimer.current = window.setTimeout(() => setGone(page), ALERT_CLOSE_MS);
  }, []);

  useEffect(() => {
    if (!msg) return;
    const timer = window.setTimeout(() => close(location.key), alertRemainingMs(location.key, performance.now()));
    return () => window.clearTimeout(timer);
  }, [msg, location.key, close]);
  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  if (!msg || gone === location.key) return null;
  return (
    <div className="toast-region">
      <div className="toast" role="status" data-closing={closing === location.key || undefined} key={location.key}>
        <p>{alertText(msg, t)}</p>
        <button type="button" className="icon-button" onClick={() => close(location.key)} aria-label={t('alert.close')}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
