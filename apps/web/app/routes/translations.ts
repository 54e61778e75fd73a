import type { Route } from './+types/translations';
import { LOCALE_INFOS } from '../i18n/locale';
import { localeOfTranslationsFile, translationsFile } from '../i18n/translations.server';

/**
 * GET /translations/{locale}.json (locale as fr_CH): the locale's messages as one JSON file, with an
 * ETag (304 on If-None-Match). Pages do not fetch it (the root loader sends a page its locale's
 * catalogue with the HTML); it is there for anything else that shows our words.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfTranslationsFile(params.file);
  if (!locale) {
    const known = LOCALE_INFOS.map((info) => `${info.locale}.json`).join(', ');
    return Response.json(
      { error: { code: 'not_found', message: `No translations file "${params.file}": there is one per locale, ${known}.` } },
      { status: 404 },
    );
  }
  const { body, etag } = translationsFile(locale);
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=300', 'Content-Type': 'application/json; charset=utf-8' };
  // Weak comparison (RFC 9110): the server's compression sends the tag back weakened, as W/"...".
  const sent = request.headers.get('If-None-Match')?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (sent?.includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
