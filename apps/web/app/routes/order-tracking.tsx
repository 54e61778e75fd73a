import { useEffect, useMemo, useRef } from 'react';
import { Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/order-tracking';
import { localeFromRequest, localePath } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { serverContext } from '../content/api.server';
import { trackingTranslator, type TrackingMessageKey } from '../order-tracking/i18n';
import { trackingMessages } from '../order-tracking/messages.server';
import { trackingLookup, type TrackingLookup } from '../order-tracking/track-order.server';
import { TrackingResult } from '../order-tracking/TrackingResult';
import '../order-tracking/order-tracking.css';
import { metaTitle, pageMeta } from '../shell/meta';
import { Page } from '../shell/Page';

const text = (value: FormDataEntryValue | string | null) => (typeof value === 'string' ? value.trim().slice(0, 254) : '');

/**
 * /order-tracking (shop.md §2): the link of an order's e-mails (?number=&token=) shows the order at once;
 * otherwise the visitor gives the number and the e-mail address. The number alone (?number=) fills the form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const number = text(url.searchParams.get('number'));
  const token = text(url.searchParams.get('token'));
  const viaLink: TrackingLookup | null = number && token ? await trackingLookup(serverContext(context, request), { number, token }) : null;
  return { messages: trackingMessages(locale), number, viaLink };
}

/** The form (with or without script): number and e-mail, checked for presence here and for shape and match by the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const number = text(form.get('number'));
  const email = text(form.get('email'));
  let lookup: TrackingLookup;
  if (number === '' || email === '') {
    lookup = { kind: 'invalid', fields: { ...(number === '' ? { number: 'required' } : {}), ...(email === '' ? { email: 'required' } : {}) } };
  } else {
    lookup = await trackingLookup(serverContext(context, request), { number, email });
  }
  return { number, email, lookup };
}

/** A look-up answers from the action alone: the link's look-up is not made again (it would count against the limit). */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return false;
  return currentUrl.search !== nextUrl.search || currentUrl.pathname !== nextUrl.pathname;
}

/** A page with an order on it is nobody's to keep: not in a shared cache, not in the browser's. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: metaTitle(matches, 'orderTracking.title'), noindex: true });
}

const FIELD_WORDS = { required: 'field.required', format: 'field.format', email: 'field.email' } as const satisfies Record<string, TrackingMessageKey>;

/** Order tracking: the look-up form, and the order once found. */
export default function OrderTracking({ loaderData, actionData }: Route.ComponentProps) {
  const { t: shellT, locale } = useI18n();
  const i18n = useMemo(() => trackingTranslator(locale, loaderData.messages), [locale, loaderData.messages]);
  const { t } = i18n;
  const busy = useNavigation().state === 'submitting';
  const lookup = actionData?.lookup ?? loaderData.viaLink;
  const fromLink = actionData === undefined && loaderData.viaLink !== null;
  const fields = lookup?.kind === 'invalid' ? lookup.fields : {};
  const problem = useRef<HTMLParagraphElement>(null);
  // After the visitor sent the form (not when a link opened the page): focus what to read or mend next.
  useEffect(() => {
    const sent = actionData?.lookup;
    if (!sent || sent.kind === 'found') return;
    if (sent.kind === 'invalid') document.getElementById(`tracking-${sent.fields.number ? 'number' : 'email'}`)?.focus();
    else problem.current?.focus();
  }, [actionData]);

  if (lookup?.kind === 'found') {
    return (
      <Page title={shellT('orderTracking.title')}>
        <TrackingResult order={lookup.order} i18n={i18n} focus={!fromLink} />
        <Link to={localePath(locale, '/order-tracking')} reloadDocument>
          {t('another')}
        </Link>
      </Page>
    );
  }

  const problemText =
    lookup?.kind === 'notFound' ? t(fromLink ? 'linkNotFound' : 'notFound') : lookup?.kind === 'tooMany' ? t('tooMany', { seconds: lookup.seconds }) : lookup?.kind === 'failed' ? t('failed') : null;
  const field = (name: 'number' | 'email', label: TrackingMessageKey, props: { type: string; autoComplete: string; defaultValue: string; hint?: string }) => {
    const error = fields[name];
    const described = [props.hint ? `tracking-${name}-hint` : null, error ? `tracking-${name}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <>
        <label htmlFor={`tracking-${name}`}>{t(label)}</label>
        {props.hint && (
          <p id={`tracking-${name}-hint`} className="field-hint">
            {props.hint}
          </p>
        )}
        <input
          id={`tracking-${name}`}
          name={name}
          type={props.type}
          autoComplete={props.autoComplete}
          defaultValue={props.defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          spellCheck={false}
        />
        {error && (
          <p id={`tracking-${name}-error`} className="field-error">
            {t(FIELD_WORDS[error])}
          </p>
        )}
      </>
    );
  };

  return (
    <Page title={shellT('orderTracking.title')} lead={t('lead')}>
      {problemText && (
        <p className="notice" role="alert" tabIndex={-1} ref={problem} data-testid="tracking-problem">
          {problemText}
        </p>
      )}
      <Form method="post" className="form tracking-form" noValidate aria-label={shellT('orderTracking.title')}>
        {field('number', 'number', { type: 'text', autoComplete: 'off', defaultValue: actionData?.number ?? loaderData.number, hint: t('numberHint') })}
        {field('email', 'email', { type: 'email', autoComplete: 'email', defaultValue: actionData?.email ?? '' })}
        <button type="submit" className="button" disabled={busy}>
          {t('submit')}
        </button>
      </Form>
    </Page>
  );
}
