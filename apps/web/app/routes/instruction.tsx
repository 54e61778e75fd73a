import type { Route } from './+types/instruction';
import { designInfoOrRedirect } from '../content/designs.server';
import type { MessageKey } from '../i18n/messages-types';
import { useI18n } from '../i18n/use-messages';
import { pageMeta } from '../shell/meta';
import { Page } from '../shell/Page';

/** /instruction/{uuid}/{instructionImageName}: one step of a shelf's instructions, without header and footer. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const design = await designInfoOrRedirect({ request, context }, params.uuid, '/about-our-configurators/shelves-and-storage');
  return { furnitureType: design.furniture_type, image: params.instructionImageName };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: 'Masswerk', noindex: true });
}

export default function Instruction({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <Page
      title={t('instruction.title')}
      lead={
        <>
          {t(`furniture.${loaderData.furnitureType}` as MessageKey)} · {t('instruction.image', { name: loaderData.image })}
        </>
      }
    />
  );
}
