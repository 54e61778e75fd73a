import type { Route } from './+types/instructions-viewer';
import { designInfoOrRedirect } from '../content/designs.server';
import type { MessageKey } from '../i18n/messages-types';
import { useI18n } from '../i18n/use-messages';
import { pageMeta } from '../shell/meta';
import { Page } from '../shell/Page';

/** /instructions-viewer and /instructions-viewer/{uuid}; a design that does not load goes to /instructions-viewer/not-found. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const uuid = params.uuid;
  if (uuid === undefined) return { state: 'start' as const };
  if (uuid === 'not-found') return { state: 'not-found' as const };
  const design = await designInfoOrRedirect({ request, context }, uuid, '/instructions-viewer/not-found');
  return { state: 'design' as const, furnitureType: design.furniture_type };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: 'Masswerk', noindex: true });
}

export default function InstructionsViewer({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const lead =
    loaderData.state === 'start'
      ? t('instructionsViewer.intro')
      : loaderData.state === 'not-found'
        ? t('instructionsViewer.notFound')
        : t(`furniture.${loaderData.furnitureType}` as MessageKey);
  return <Page title={t('instructionsViewer.title')} lead={lead} />;
}
