import { useMemo } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { CATALOG_SORTS, designPictureSource, type CatalogDesign, type FilterRanges } from '@masswerk/contract';
import { ContentImage } from '../content/ContentImage';
import { COLOR_GROUPS, currencyOfLocale } from '@masswerk/domain';
import { colorNameFrom } from '../i18n/format';
import { localePath } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages-types';
import { useI18n } from '../i18n/use-messages';
import { catalogSearch, type CatalogForm } from './catalog-form';
import type { CatalogPageData } from './catalog.server';
import { catalogTranslator, type CatalogMessageKey, type CatalogTranslator } from './i18n';

/** How wide a card's picture is drawn: half a phone's width, a third or a quarter of a wider page. */
const CARD_SIZES = '(max-width: 767px) 50vw, 25vw';

/**
 * A drawing of the piece's outline in its main colour, to its proportions, for a design that has no
 * picture yet (neither drawn by the picture job nor uploaded by the configurator).
 */
function Silhouette({ design }: { design: CatalogDesign }) {
  const { length, height } = design.dimensions;
  const scale = Math.min(84 / Math.max(length, 1), 64 / Math.max(height, 1));
  const w = Math.max(8, length * scale);
  const h = Math.max(6, height * scale);
  const x = (100 - w) / 2;
  const floor = 84;
  return (
    <svg className="catalog-silhouette" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect x="0" y={floor} width="100" height={100 - floor} fill="#ebe4d8" />
      <ellipse cx="50" cy={floor + 1} rx={w / 2 + 4} ry="2.5" fill="rgb(31 29 26 / 0.12)" />
      <rect x={x} y={floor - h} width={w} height={h} rx="1.5" fill={design.colors.primaryHex} stroke="rgb(31 29 26 / 0.35)" strokeWidth="0.6" />
    </svg>
  );
}

function DesignCard({ design, i18n, familyName, colorName }: { design: CatalogDesign; i18n: CatalogTranslator; familyName: string; colorName: string }) {
  const { locale } = i18n;
  const cm = (mm: number) => i18n.number(Math.round(mm) / 10);
  return (
    <li className="catalog-card">
      <div className="catalog-picture">
        {design.image_url ? <ContentImage image={{ src: designPictureSource(design.uuid, 0), alt: '', width: 400, height: 400 }} sizes={CARD_SIZES} /> : <Silhouette design={design} />}
        {design.is_favorite && <span className="catalog-badge">{i18n.t('card.favorite')}</span>}
      </div>
      <h3 className="catalog-card-title">
        <Link to={localePath(locale, `/product/${design.uuid}`)} className="catalog-card-link">
          {i18n.t('card.name', { family: familyName, color: colorName })}
        </Link>
      </h3>
      <p className="catalog-size">{i18n.t('card.size', { width: cm(design.dimensions.length), depth: cm(design.dimensions.width), height: cm(design.dimensions.height) })}</p>
      <p className="catalog-price">
        {i18n.money(design.price.totalPriceInclTaxes, design.price.currencyCode)} <span className="catalog-vat">{i18n.t('card.vat')}</span>
      </p>
    </li>
  );
}

/** Page numbers to link: all of a short list; otherwise the first, the last and two either side of the current one. */
function pageNumbers(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => page + d)])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

function Pages({ form, pages, path, i18n }: { form: CatalogForm; pages: number; path: string; i18n: CatalogTranslator }) {
  if (pages <= 1) return null;
  const page = Math.min(form.page, pages);
  const href = (n: number) => `${path}${catalogSearch(form, { page: n })}`;
  return (
    <nav className="catalog-pages" aria-label={i18n.t('pages.label')}>
      <p className="visually-hidden">{i18n.t('pages.of', { page, pages })}</p>
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev">
              ‹ {i18n.t('pages.previous')}
            </Link>
          </li>
        )}
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={i18n.t('pages.page', { page: n })}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={href(page + 1)} rel="next">
              {i18n.t('pages.next')} ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

export function CatalogView({ data }: { data: CatalogPageData }) {
  const { t: shellT, locale } = useI18n();
  const i18n = useMemo(() => catalogTranslator(locale, data.messages), [locale, data.messages]);
  const { t } = i18n;
  const { category, form, page, ranges } = data;
  const path = localePath(locale, category.path);
  const familyName = (type: string) => shellT(`furniture.${type}` as MessageKey);
  const colorName = colorNameFrom(data.colorNames);
  const currency = currencyOfLocale(locale);
  const title = i18n.tryT(`category.${category.id}.title`, category.id);
  const hint = (range: FilterRanges['width'], format: (n: number) => string) => (range ? t('filter.rangeHint', { min: format(range.min), max: format(range.max) }) : null);
  const cm = (mm: number) => i18n.number(Math.round(mm / 10));
  const units = (cents: number) => i18n.number(Math.floor(cents / 100));
  // A filter, sort or page of this category on its way: the designs shown are the previous ones until it arrives.
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.location.pathname === path;
  const offered = ranges ? COLOR_GROUPS.filter((g) => ranges.colors.some((c) => c.id === g.id) || form.color.includes(g.id)) : COLOR_GROUPS;

  const range = (name: 'width' | 'height' | 'price', label: string, hintText: string | null) => (
    <fieldset className="catalog-range" aria-describedby={hintText ? `catalog-${name}-hint` : undefined}>
      <legend>{label}</legend>
      {hintText && (
        <p className="field-hint" id={`catalog-${name}-hint`}>
          {hintText}
        </p>
      )}
      <div className="catalog-range-inputs">
        {(['min', 'max'] as const).map((end) => (
          <span key={end} className="catalog-range-input">
            <label htmlFor={`catalog-${name}-${end}`}>{t(end === 'min' ? 'filter.min' : 'filter.max')}</label>
            <input id={`catalog-${name}-${end}`} name={`${name}_${end}`} type="number" inputMode="numeric" min={0} step={1} defaultValue={form[`${name}_${end}`]} />
          </span>
        ))}
      </div>
    </fieldset>
  );

  return (
    <main id="main" className="page catalog">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="lead">{i18n.tryT(`category.${category.id}.lead`, '')}</p>
      </header>
      <div className="catalog-layout">
        <section className="catalog-filters" aria-labelledby="catalog-filters-title">
          <h2 id="catalog-filters-title">{t('filters.title')}</h2>
          <Form method="get" action={path} className="catalog-form" preventScrollReset>
            {range('width', t('filter.width'), hint(ranges?.width ?? null, cm))}
            {range('height', t('filter.height'), hint(ranges?.height ?? null, cm))}
            {range('price', t('filter.price', { currency }), hint(ranges?.price ?? null, units))}
            <fieldset className="catalog-colors">
              <legend>{t('filter.color')}</legend>
              <ul>
                {offered.map((group) => (
                  <li key={group.id}>
                    <input type="checkbox" id={`catalog-color-${group.id}`} name="color" value={group.id} defaultChecked={form.color.includes(group.id)} />
                    <label htmlFor={`catalog-color-${group.id}`}>
                      <span className="catalog-swatch" style={{ background: group.hex }} aria-hidden="true" />
                      {i18n.tryT(`colorGroup.${group.id}`, group.name)}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <label htmlFor="catalog-sort" className="catalog-sort-label">
              {t('sort.label')}
            </label>
            <select id="catalog-sort" name="sort" defaultValue={form.sort}>
              {CATALOG_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}` as CatalogMessageKey)}
                </option>
              ))}
            </select>
            <div className="catalog-form-actions">
              <button type="submit" className="button">
                {t('filters.apply')}
              </button>
              <Link to={path} className="button button-quiet">
                {t('filters.reset')}
              </Link>
            </div>
          </Form>
        </section>
        <section className="catalog-results" aria-labelledby="catalog-results-title" aria-busy={busy}>
          <h2 id="catalog-results-title" className="catalog-count" aria-live="polite">
            {page ? t('count', { count: page.count }) : t('results.label')}
          </h2>
          {data.ignored && <p className="notice">{t('ignored')}</p>}
          {page === null && (
            <p className="notice" role="alert">
              {t('failed')}
            </p>
          )}
          {page !== null && page.count === 0 && <p className="notice">{t('empty')}</p>}
          {page !== null && page.results.length > 0 && (
            <ul className="catalog-grid">
              {page.results.map((design) => (
                <DesignCard key={design.uuid} design={design} i18n={i18n} familyName={familyName(design.furniture_type)} colorName={colorName(design.colors.primary)} />
              ))}
            </ul>
          )}
          {page !== null && <Pages form={form} pages={page.pages} path={path} i18n={i18n} />}
        </section>
      </div>
      <section className="catalog-own" aria-labelledby="catalog-own-title">
        <h2 id="catalog-own-title">{t('own.title')}</h2>
        <p>{t('own.lead')}</p>
        <ul>
          {category.furnitureTypes.map((type) => (
            <li key={type}>
              <Link className="button" to={localePath(locale, `/${type}/configurator`)}>
                {t('own.link', { family: familyName(type) })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
