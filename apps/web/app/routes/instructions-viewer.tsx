import { redirect } from 'react-router';
import type { Route } from './+types/instructions-viewer';
import { serverContext } from '../content/api.server';
import { designInfo } from '../content/designs.server';
import { localeFromRequest, localePath } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages-types';
import { useI18n } from '../i18n/use-messages';
import { pageMeta } from '../shell/meta';

/** /instructions-viewer and /instructions-viewer/{uuid}; a design that does not load goes to /instructions-viewer/not-found. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const uuid = params.uuid;
  if (uuid === undefined) return { state: 'start' as const };
  if (uuid === 'not-found') return { state: 'not-found' as const };
  const design = await designInfo(serverContext(context, request), uuid);
  if (!design) {
    throw redirect(localePath(localeFromRequest(request), '/instructions-viewer/not-found'), 302);
  }
  return { state: 'design' as const, furnitureType: design.furniture_type };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: 'Masswerk', noindex: true });
}

export default function InstructionsViewer({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main id="main" className="page">
      <header className="page-header">
        <h1>{t('instructionsViewer.title')}</h1>
        {loaderData.state === 'start' && <p className="lead">{t('instructionsViewer.intro')}</p>}
        {loaderData.state === 'not-found' && <p className="lead">{t('instructionsViewer.notFound')}</p>}
        {loaderData.state === 'design' && <p className="lead">{t(`furniture.${loaderData.furnitureType}` as MessageKey)}</p>}
      </header>
    </main>
  );
}
