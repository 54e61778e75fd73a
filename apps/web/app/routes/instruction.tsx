import { redirect } from 'react-router';
import type { Route } from './+types/instruction';
import { serverContext } from '../content/api.server';
import { designInfo } from '../content/designs.server';
import { localeFromRequest, localePath } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages-types';
import { useI18n } from '../i18n/use-messages';
import { pageMeta } from '../shell/meta';

/** /instruction/{uuid}/{instructionImageName}: one step of a shelf's instructions, without header and footer. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const design = await designInfo(serverContext(context, request), params.uuid);
  if (!design) {
    throw redirect(localePath(localeFromRequest(request), '/about-our-configurators/shelves-and-storage'), 302);
  }
  return { furnitureType: design.furniture_type, image: params.instructionImageName };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: 'Masswerk', noindex: true });
}

export default function Instruction({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main id="main" className="page">
      <header className="page-header">
        <h1>{t('instruction.title')}</h1>
        <p className="lead">
          {t(`furniture.${loaderData.furnitureType}` as MessageKey)} · {t('instruction.image', { name: loaderData.image })}
        </p>
      </header>
    </main>
  );
}
