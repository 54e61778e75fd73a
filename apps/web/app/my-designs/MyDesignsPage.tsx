import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FURNITURE_TYPES, localePath } from '@masswerk/domain';
import { UndoNotice } from '../cart/UndoNotice';
import { useDesignSummaries } from '../cart/use-design-summaries';
import type { MessageKey } from '../i18n/messages-types';
import { useI18n } from '../i18n/use-messages';
import { designCardTitleId, DesignCard } from './DesignCard';
import { designList, useDesignEntries, type DesignEntry } from './design-list';
import { myDesignsTranslator, type MyDesignsMessages } from './i18n';

export interface MyDesignsPageProps {
  messages: MyDesignsMessages;
  /** The shop's origin, for the links to share. */
  origin: string;
  /** The fetch the page calls the API with (tests give their own). */
  fetcher?: typeof fetch;
}

/**
 * /my-designs (shop.md §2, issue 15): the designs the visitor keeps, newest first, each with its picture,
 * name, family, size and price from the server, and the ways to reopen, view, share or remove it (with
 * undo). The list lives in the browser (design-list.ts), so the page renders it after hydration.
 */
export function MyDesignsPage({ messages, origin, fetcher }: MyDesignsPageProps) {
  const { t: shellT, locale } = useI18n();
  const i18n = useMemo(() => myDesignsTranslator(locale, messages, (type) => shellT(`furniture.${type}` as MessageKey)), [locale, messages, shellT]);
  const { t } = i18n;
  const entries = useDesignEntries();
  const uuids = useMemo(() => (entries ?? []).map((entry) => entry.uuid), [entries]);
  const summaries = useDesignSummaries(uuids, fetcher);
  const [removed, setRemoved] = useState<{ entry: DesignEntry; name: string } | null>(null);
  // The design undo put back, until the list shows it and it has the focus.
  const restored = useRef<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  // After undo the focus goes to the design that came back (its own controls were gone), once it is shown.
  useEffect(() => {
    if (restored.current === null) return;
    const heading = document.getElementById(designCardTitleId(restored.current));
    if (heading === null) return;
    heading.focus();
    restored.current = null;
  }, [entries]);

  const remove = async (uuid: string, name: string): Promise<void> => {
    const entry = await designList().remove(uuid);
    if (entry !== null) setRemoved({ entry, name });
    restored.current = null;
  };
  const undo = async (): Promise<void> => {
    if (removed === null) return;
    restored.current = removed.entry.uuid;
    await designList().restore(removed.entry);
    setRemoved(null);
  };

  return (
    <main id="main" className="page my-designs-page" aria-busy={entries === undefined}>
      <header className="page-header my-designs-header">
        <h1 ref={title} tabIndex={-1}>
          {shellT('myDesigns.title')}
        </h1>
        {entries !== undefined && entries.length > 0 && <p className="muted my-designs-count">{t('count', { count: entries.length })}</p>}
      </header>
      {removed && (
        <UndoNotice
          text={t('removed', { name: removed.name })}
          undo={{ label: t('undo'), name: t('undo.name', { name: removed.name }) }}
          closeLabel={t('notice.close')}
          removalKey={`${removed.entry.uuid}-${removed.entry.addedAt}`}
          onUndo={() => void undo()}
          onDismiss={() => {
            setRemoved(null);
            title.current?.focus();
          }}
        />
      )}
      {entries === undefined && (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      )}
      {entries !== undefined && entries.length === 0 && (
        <section className="empty-state my-designs-empty" data-testid="my-designs-empty" aria-labelledby="my-designs-empty-title">
          <h2 id="my-designs-empty-title" className="lead">
            {t('empty.title')}
          </h2>
          <p>{t('empty.body')}</p>
          <h3>{t('empty.configurators')}</h3>
          <ul className="my-designs-configurators">
            {FURNITURE_TYPES.map((type) => (
              <li key={type}>
                <Link className="button button-quiet" to={localePath(locale, `/${type}/configurator`)}>
                  {i18n.family(type)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {entries !== undefined && entries.length > 0 && (
        <section aria-labelledby="my-designs-list-title">
          <h2 id="my-designs-list-title" className="visually-hidden">
            {t('list.title')}
          </h2>
          <ul className="design-cards">
            {entries.map((entry) => (
              <DesignCard
                key={entry.uuid}
                entry={entry}
                summary={summaries.get(entry.uuid) ?? { status: 'loading' }}
                origin={origin}
                i18n={i18n}
                onRemove={(name) => void remove(entry.uuid, name)}
              />
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
