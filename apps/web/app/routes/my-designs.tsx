import type { Route } from './+types/my-designs';
import '../cart/cart.css';
import { localeFromRequest } from '../i18n/locale';
import { myDesignsMessages } from '../my-designs/messages.server';
import '../my-designs/my-designs.css';
import { MyDesignsPage } from '../my-designs/MyDesignsPage';
import { metaTitle, pageMeta } from '../shell/meta';
import { publicUrl } from '../shell/public-url.server';

/** The page's words for the locale and the shop's origin (for the links to share); the list itself lives in the browser. */
export function loader({ request, context }: Route.LoaderArgs) {
  return { messages: myDesignsMessages(localeFromRequest(request)), origin: publicUrl(context, request) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: metaTitle(matches, 'myDesigns.title'), noindex: true });
}

/** /my-designs: the designs kept with the heart (my-designs/MyDesignsPage.tsx). */
export default function MyDesigns({ loaderData }: Route.ComponentProps) {
  return <MyDesignsPage messages={loaderData.messages} origin={loaderData.origin} />;
}
