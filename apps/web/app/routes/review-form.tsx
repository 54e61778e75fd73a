import { Form, data, useNavigation } from 'react-router';
import type { Route } from './+types/review-form';
import { serverContext } from '../content/api.server';
import { localeFromRequest } from '../i18n/locale';
import { sendReview } from '../product/send-review.server';
import { useI18n } from '../i18n/use-messages';
import { metaTitle, pageMeta } from '../shell/meta';
import { Page } from '../shell/Page';

type Field = 'rating' | 'name' | 'text';
type Problem = 'form.fieldRequired' | 'form.invalidFormat';

/** Required and with a non-space character (the spec's form rules, shop.md §5). */
function check(form: FormData): { values: Record<Field, string>; errors: Partial<Record<Field, Problem>> } {
  const values = { rating: String(form.get('rating') ?? ''), name: String(form.get('name') ?? ''), text: String(form.get('text') ?? '') };
  const errors: Partial<Record<Field, Problem>> = {};
  for (const field of ['name', 'text'] as const) {
    if (values[field] === '') errors[field] = 'form.fieldRequired';
    else if (!/\S/.test(values[field]) || values[field].length > 2000) errors[field] = 'form.invalidFormat';
  }
  if (values.rating === '') errors.rating = 'form.fieldRequired';
  else if (!/^[1-5]$/.test(values.rating)) errors.rating = 'form.invalidFormat';
  return { values, errors };
}

type Outcome = { sent: boolean; errors: Partial<Record<Field, Problem>>; notice?: { key: 'review.tooMany'; minutes: number } | { key: 'review.failed' } };

/** The hidden review form: the review is validated here and stored by the reviews service, shown once approved. */
export async function action({ request, context }: Route.ActionArgs) {
  const { values, errors } = check(await request.formData());
  if (Object.keys(errors).length > 0) return data<Outcome>({ sent: false, errors }, { status: 400 });
  const sent = await sendReview(serverContext(context, request), {
    rating: Number(values.rating),
    name: values.name.trim(),
    text: values.text.trim(),
    locale: localeFromRequest(request),
  });
  if (sent.kind === 'stored') return data<Outcome>({ sent: true, errors: {} });
  if (sent.kind === 'invalid') return data<Outcome>({ sent: false, errors: Object.fromEntries(sent.fields.map((f) => [f, 'form.invalidFormat'])) }, { status: 400 });
  if (sent.kind === 'tooMany') return data<Outcome>({ sent: false, errors: {}, notice: { key: 'review.tooMany', minutes: sent.minutes } }, { status: 429 });
  return data<Outcome>({ sent: false, errors: {}, notice: { key: 'review.failed' } }, { status: 503 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: metaTitle(matches, 'review.submit'), noindex: true, alternates: {} });
}

export default function ReviewForm({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const errors: Partial<Record<Field, Problem>> = actionData?.errors ?? {};
  if (actionData?.sent) {
    return (
      <main id="main" className="page">
        <h1>{t('review.thanks')}</h1>
        <p className="lead">{t('review.pending')}</p>
      </main>
    );
  }
  const error = (field: Field) =>
    errors[field] ? (
      <p className="field-error" id={`${field}-error`}>
        {t(errors[field])}
      </p>
    ) : null;
  return (
    <Page title={t('review.title')} lead={t('review.intro')}>
      {actionData?.notice && (
        <p className="field-error" role="alert">
          {actionData.notice.key === 'review.tooMany' ? t('review.tooMany', { minutes: actionData.notice.minutes }) : t('review.failed')}
        </p>
      )}
      <Form method="post" className="form" noValidate>
        <fieldset className="rating" aria-describedby={errors.rating ? 'rating-error' : undefined}>
          <legend>{t('review.rating')}</legend>
          {[5, 4, 3, 2, 1].map((n) => (
            <label key={n}>
              <input type="radio" name="rating" value={n} required />
              <span>{t('review.stars', { count: n })}</span>
            </label>
          ))}
          {error('rating')}
        </fieldset>
        <label htmlFor="review-name">{t('review.name')}</label>
        <input id="review-name" name="name" required maxLength={120} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'name-error' : undefined} />
        {error('name')}
        <label htmlFor="review-text">{t('review.text')}</label>
        <textarea id="review-text" name="text" rows={5} required aria-invalid={errors.text ? true : undefined} aria-describedby={errors.text ? 'text-error' : undefined} />
        {error('text')}
        <button type="submit" className="button" disabled={busy}>
          {t('review.submit')}
        </button>
      </Form>
    </Page>
  );
}
