import { Form, data, useNavigation } from 'react-router';
import type { Route } from './+types/review-form';
import { serverContext } from '../content/api.server';
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

/** The hidden review form: the review is validated and logged for the reviews service of a later issue. */
export async function action({ request, context }: Route.ActionArgs) {
  const { values, errors } = check(await request.formData());
  if (Object.keys(errors).length > 0) return data({ sent: false, errors }, { status: 400 });
  serverContext(context, request).log.info({ review: { rating: Number(values.rating), name: values.name.trim(), text: values.text.trim() } }, 'review received');
  return { sent: true, errors: {} };
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
