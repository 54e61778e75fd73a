import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Form, useNavigate } from 'react-router';
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { DeliveryDetails } from '@masswerk/contract';
import { postalCodeExample, type CountryCode, type DeliveryCountryIso } from '@masswerk/domain';
import { BILLING_DIFFERENT, type DeliveryFormShape, deliveryCountries, deliveryFormSchema, fieldErrorKey, readDelivery, readDeliveryDraft, writeDelivery, writeDeliveryDraft } from './delivery-form';
import { useCheckoutI18n, type CheckoutMessageKey } from './i18n';

export interface DeliveryStepProps {
  shop: CountryCode;
  /** The answer of the route's action when the form was sent without script (its errors and values). */
  lastResult?: SubmissionResult | null;
  /** Where the review step is. */
  reviewPath: string;
}

// Every field of the form is text to the page (a select's value too); the schema gives it its type.
type Field = FieldMetadata<string | undefined, DeliveryFormShape>;

/**
 * One labelled field with its hint and error. Its error shows after a blur or a submit attempt, and is
 * hidden while the field has focus (shop.md §5: shown on blur, cleared on focus).
 */
function TextField({ field, label, hint, type = 'text', autoComplete, focused, children }: { field: Field; label: string; hint?: string; type?: 'text' | 'email' | 'tel'; autoComplete: string; focused: boolean; children?: ReactNode }) {
  const { t } = useCheckoutI18n();
  const error = !focused && field.errors?.[0] ? t(fieldErrorKey(field.errors[0])) : null;
  const hintId = `${field.id}-hint`;
  const describedBy = [hint ? hintId : null, error ? field.errorId : null].filter(Boolean).join(' ') || undefined;
  const { key, ...input } = getInputProps(field, { type });
  return (
    <div className="checkout-field">
      <label htmlFor={field.id}>{label}</label>
      {children ?? <input key={key} {...input} autoComplete={autoComplete} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />}
      {hint && (
        <p id={hintId} className="checkout-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={field.errorId} className="checkout-error">
          {error}
        </p>
      )}
    </div>
  );
}

const noSubscription = () => () => undefined;

/** What the form starts with in this browser: what was being typed, else the details checked last. */
function readFormStart(): Record<string, unknown> | null {
  const done = readDelivery();
  return readDeliveryDraft() ?? (done ? { ...done, [BILLING_DIFFERENT]: done.billing ? 'on' : undefined } : null);
}

/**
 * The delivery step (shop.md §2 /checkout/delivery): e-mail, delivery address with phone, an optional
 * billing address, company and VAT number. One Zod schema with the server (delivery-form.ts); the form
 * posts to the route's action before the script has loaded, and is checked in the browser after. What is
 * typed is kept in this browser, so a reload loses nothing.
 */
export function DeliveryStep({ shop, lastResult, reviewPath }: DeliveryStepProps) {
  const { t } = useCheckoutI18n();
  const navigate = useNavigate();
  const schema = useMemo(() => deliveryFormSchema(shop), [shop]);
  const countries = deliveryCountries(shop);
  // The stored draft is read once, after hydration, and only when there is one is the form made again
  // with it (the server cannot know it; a form made again would lose what was typed meanwhile). Read
  // once, not followed: the form writes the draft as it changes.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const stored = useMemo(() => (hydrated ? readFormStart() : null), [hydrated]);
  return (
    <DeliveryForm
      key={stored ? 'stored' : 'server'}
      schema={schema}
      countries={countries}
      defaultValue={stored ?? {}}
      lastResult={lastResult}
      onDone={(details) => {
        writeDelivery(details);
        writeDeliveryDraft(undefined);
        void navigate(reviewPath);
      }}
      title={t('delivery.title')}
      hydrated={hydrated}
    />
  );
}

function DeliveryForm({
  schema,
  countries,
  defaultValue,
  lastResult,
  onDone,
  title,
  hydrated,
}: {
  schema: ReturnType<typeof deliveryFormSchema>;
  countries: readonly DeliveryCountryIso[];
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult | null;
  onDone: (details: DeliveryDetails) => void;
  title: string;
  /** Before the script runs both addresses show, and the box decides whether the billing one counts. */
  hydrated: boolean;
}) {
  const { t } = useCheckoutI18n();
  const [focused, setFocused] = useState<string | null>(null);
  const [form, fields] = useForm<DeliveryFormShape, DeliveryDetails>({
    id: 'delivery',
    lastResult,
    defaultValue: { ...defaultValue, shipping: { country: countries[0], ...(defaultValue.shipping as object | undefined) } },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onDone(submission.value);
    },
  });
  const shipping = fields.shipping.getFieldset();
  const billing = fields.billing.getFieldset();
  const billingDifferent = (form.value as Record<string, unknown> | undefined)?.[BILLING_DIFFERENT] === 'on';

  // What is typed is kept at once (a few hundred bytes), so a reload or a look at the basket loses nothing.
  useEffect(() => {
    if (hydrated && form.value) writeDeliveryDraft(form.value as Record<string, unknown>);
  }, [form.value, hydrated]);

  const errorCount = form.status === 'error' ? Object.values(form.allErrors).filter((e) => e.length > 0).length : 0;
  const focusProps = (name: string) => ({ onFocus: () => setFocused(name), onBlur: () => setFocused(null) });

  const address = (set: typeof shipping | typeof billing, prefix: 'shipping' | 'billing', withPhone: boolean) => {
    const country = ((set.country.value as string | undefined) ?? countries[0]) as DeliveryCountryIso;
    const auto = prefix === 'shipping' ? 'shipping' : 'billing';
    const field = (name: keyof typeof set, label: CheckoutMessageKey, autoComplete: string, extra: { hint?: string; type?: 'text' | 'tel' } = {}) => (
      <div {...focusProps(set[name].name)}>
        <TextField field={set[name] as unknown as Field} label={t(label)} autoComplete={`${auto} ${autoComplete}`} focused={focused === set[name].name} {...extra} />
      </div>
    );
    const { key: selectKey, ...select } = getSelectProps(set.country as unknown as Field);
    return (
      <>
        <div className="checkout-row">
          {field('firstName', 'delivery.firstName', 'given-name')}
          {field('lastName', 'delivery.lastName', 'family-name')}
        </div>
        {field('company', 'delivery.company', 'organization')}
        {field('street', 'delivery.street', 'address-line1')}
        {field('addressLine2', 'delivery.addressLine2', 'address-line2')}
        <div className="checkout-row">
          {field('postalCode', 'delivery.postalCode', 'postal-code', { hint: t('delivery.postalCodeHint', { example: postalCodeExample(country) }) })}
          {field('city', 'delivery.city', 'address-level2')}
        </div>
        <div {...focusProps(set.country.name)}>
          <TextField field={set.country as unknown as Field} label={t('delivery.country')} autoComplete={`${auto} country`} focused={focused === set.country.name}>
            <select key={selectKey} {...select} autoComplete={`${auto} country`}>
              {countries.map((iso) => (
                <option key={iso} value={iso}>
                  {t(`country.${iso}` as CheckoutMessageKey)}
                </option>
              ))}
            </select>
          </TextField>
        </div>
        {withPhone && field('phone' as keyof typeof set, 'delivery.phone', 'tel', { type: 'tel', hint: t('delivery.phoneHint') })}
      </>
    );
  };

  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form" aria-labelledby="delivery-title">
      <h2 id="delivery-title">{title}</h2>
      {errorCount > 0 && (
        <p className="checkout-error-summary" role="alert">
          {t('delivery.errors', { count: errorCount })}
        </p>
      )}
      <fieldset>
        <legend>{t('delivery.contact')}</legend>
        <div {...focusProps(fields.email.name)}>
          <TextField field={fields.email as unknown as Field} label={t('delivery.email')} hint={t('delivery.emailHint')} type="email" autoComplete="email" focused={focused === fields.email.name} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('delivery.shipping')}</legend>
        {address(shipping, 'shipping', true)}
      </fieldset>
      <div className="checkout-check">
        <input type="checkbox" id="billing-different" name={BILLING_DIFFERENT} defaultChecked={billingDifferent} />
        <label htmlFor="billing-different">{t('delivery.billingDifferent')}</label>
      </div>
      {(!hydrated || billingDifferent) && (
        <fieldset>
          <legend>{t('delivery.billing')}</legend>
          {address(billing, 'billing', false)}
        </fieldset>
      )}
      <fieldset>
        <legend>{t('delivery.business')}</legend>
        <div {...focusProps(fields.vatId.name)}>
          <TextField field={fields.vatId as unknown as Field} label={t('delivery.vatId')} hint={t('delivery.vatIdHint')} autoComplete="off" focused={focused === fields.vatId.name} />
        </div>
      </fieldset>
      <p className="checkout-hint">{t('delivery.saved')}</p>
      <button type="submit" className="button button-primary">
        {t('delivery.submit')}
      </button>
    </Form>
  );
}
