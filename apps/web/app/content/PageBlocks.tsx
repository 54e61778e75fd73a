import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Page, PageBlock } from '@masswerk/contract';
import { formatDate, formatPrice, priceIn } from '../i18n/format';
import { localeHref, type Locale } from '../i18n/locale';
import { useI18n, type Translate } from '../i18n/use-messages';
import type { MessageKey } from '../i18n/messages-types';
import { ContentImage } from './ContentImage';
import { CARD_IMAGE_SIZES, HEADER_IMAGE_SIZES, HERO_IMAGE_SIZES } from './image-sizes';
import type { PageExtras } from './page.server';

export interface PageBlocksProps {
  page: Page;
  extras: PageExtras;
}

/** A content page's body: its blocks in order, each a small component. */
export function PageBlocks({ page, extras }: PageBlocksProps) {
  const { t, locale } = useI18n();
  // The page's title is its h1: a first block that is a hero or a headed text carries it.
  const first = page.blocks[0];
  const titleInBlock = first?.type === 'hero' || (first?.type === 'text' && first.heading === page.title);
  return (
    <>
      {!titleInBlock && (
        <header className="page-header">
          <h1>{page.title}</h1>
          {page.kind === 'blogPost' && page.publishedAt && (
            <p className="byline">{t('content.byline', { date: formatDate(page.publishedAt, locale), author: page.author ?? '' })}</p>
          )}
        </header>
      )}
      {page.headerImages[0] && page.blocks[0]?.type !== 'hero' && (
        <ContentImage image={page.headerImages[0]} className="page-header-image" priority sizes={HEADER_IMAGE_SIZES} />
      )}
      {page.blocks.map((block, index) => (
        <Block key={index} block={block} index={index} asTitle={index === 0 && titleInBlock} extras={extras} locale={locale} t={t} />
      ))}
      {page.kind === 'blogPost' && (
        <p className="back-link">
          <Link to={localeHref(locale, '/blog')}>← {t('content.backToBlog')}</Link>
        </p>
      )}
    </>
  );
}

interface BlockProps {
  block: PageBlock;
  index: number;
  asTitle: boolean;
  extras: PageExtras;
  locale: Locale;
  t: Translate;
}

function Heading({ text, asTitle }: { text: string | undefined; asTitle?: boolean }) {
  if (!text) return null;
  return asTitle ? <h1>{text}</h1> : <h2>{text}</h2>;
}

interface ListBlockProps<T> {
  heading: string | undefined;
  /** The section's class: "block", or "block text-block" for a block of text width. */
  className: string;
  listClassName: string;
  entries: readonly T[];
  /** What tells the entries apart (React's key of each item). */
  entryKey: (entry: T) => string;
  itemClassName?: string;
  /** An entry's item content. */
  children: (entry: T) => ReactNode;
}

/** A block that is a heading over a list, one item per entry (cards, testimonials, materials, posts, showrooms). */
function ListBlock<T>({ heading, className, listClassName, entries, entryKey, itemClassName, children }: ListBlockProps<T>) {
  return (
    <section className={className}>
      <Heading text={heading} />
      <ul className={listClassName}>
        {entries.map((entry) => (
          <li key={entryKey(entry)} className={itemClassName}>
            {children(entry)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Short lines with a tick each. */
function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Block({ block, index, asTitle, extras, locale, t }: BlockProps) {
  switch (block.type) {
    case 'hero':
      return (
        <section className="hero">
          <div className="hero-text">
            {asTitle ? <h1>{block.heading}</h1> : <h2>{block.heading}</h2>}
            <p className="lead">{block.text}</p>
            {block.cta && (
              <Link className="button" to={localeHref(locale, block.cta.url)}>
                {block.cta.title}
              </Link>
            )}
          </div>
          {block.image && <ContentImage image={block.image} className="hero-image" priority={index === 0} sizes={HERO_IMAGE_SIZES} />}
        </section>
      );
    case 'text':
      return (
        <section className="block text-block">
          <Heading text={block.heading} asTitle={asTitle} />
          {block.paragraphs.map((p, i) => (
            <p key={i} className={asTitle && i === 0 ? 'lead' : undefined}>
              {p}
            </p>
          ))}
        </section>
      );
    case 'list':
      return (
        <section className="block text-block">
          <Heading text={block.heading} />
          <CheckList items={block.items} />
        </section>
      );
    case 'cards':
      return (
        <ListBlock heading={block.heading} className="block" listClassName="cards" entries={block.items} entryKey={(card) => card.url + card.title}>
          {(card) => (
            <Link to={localeHref(locale, card.url)} className="card">
              {card.image && <ContentImage image={{ ...card.image, alt: '' }} className="card-image" sizes={CARD_IMAGE_SIZES} />}
              <span className="card-body">
                <span className="card-title">{card.title}</span>
                <span className="card-text">{card.text}</span>
                {card.priceFrom && <span className="card-price">{t('content.priceFrom', { price: formatPrice(priceIn(card.priceFrom, locale), locale) })}</span>}
              </span>
            </Link>
          )}
        </ListBlock>
      );
    case 'table':
      return (
        <section className="block text-block">
          <Heading text={block.heading} />
          <dl className="facts">
            {block.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case 'usps':
      return (
        <ListBlock heading={undefined} className="block" listClassName="usps" entries={block.items} entryKey={(usp) => usp.title}>
          {(usp) => (
            <>
              <p className="usp-title">{usp.title}</p>
              <p>{usp.text}</p>
            </>
          )}
        </ListBlock>
      );
    case 'cta':
      return (
        <section className="block cta">
          <h2>{block.heading}</h2>
          <p>{block.text}</p>
          {block.cta.url.startsWith('/') ? (
            <Link className="button" to={localeHref(locale, block.cta.url)}>
              {block.cta.title}
            </Link>
          ) : (
            <a className="button" href={block.cta.url}>
              {block.cta.title}
            </a>
          )}
        </section>
      );
    case 'price':
      return (
        <section className="block text-block">
          <h2>{block.heading}</h2>
          <p className="price">{formatPrice(priceIn(block.amount, locale), locale)}</p>
          <p>{block.text}</p>
        </section>
      );
    case 'faq':
      return <FaqBlock heading={block.heading} entries={(extras.faq ?? []).filter((e) => !block.category || e.category === block.category)} />;
    case 'showrooms':
      return <ShowroomsBlock heading={block.heading} only={block.only} extras={extras} locale={locale} t={t} />;
    case 'testimonials':
      return (
        <ListBlock heading={block.heading} className="block" listClassName="testimonials" entries={extras.testimonials ?? []} entryKey={(review) => review.author + review.date}>
          {(review) => (
            <figure>
              <p className="stars" role="img" aria-label={t('content.rating', { rating: review.rating })}>
                {'★'.repeat(review.rating)}
                <span aria-hidden="true" className="stars-off">
                  {'★'.repeat(5 - review.rating)}
                </span>
              </p>
              <blockquote>{review.text}</blockquote>
              <figcaption>
                {review.author}, {review.city} · {formatDate(review.date, locale)}
              </figcaption>
            </figure>
          )}
        </ListBlock>
      );
    case 'materials':
      return (
        <ListBlock heading={block.heading} className="block" listClassName="swatches" entries={extras.materials ?? []} entryKey={(material) => material.code}>
          {(material) => (
            <>
              <span className="swatch" style={{ background: material.hex }} aria-hidden="true" />
              <span className="swatch-name">{material.name}</span>
              <span className="swatch-family">{t(`content.material.${material.family}` as MessageKey)}</span>
              <span className="swatch-text">{material.description}</span>
            </>
          )}
        </ListBlock>
      );
    case 'jobs':
      return (
        <section className="block text-block">
          <Heading text={block.heading} />
          {(extras.jobs ?? []).map(({ key, data: job }) => (
            <details className="job" key={key}>
              <summary>
                <span className="job-title">{job.title}</span>
                <span className="job-meta">
                  {job.location} · {job.employment}
                </span>
              </summary>
              <p>{job.summary}</p>
              <h3>{t('content.tasks')}</h3>
              <CheckList items={job.tasks} />
              <h3>{t('content.profile')}</h3>
              <CheckList items={job.profile} />
              <a className="button" href={`mailto:${job.email}?subject=${encodeURIComponent(job.title)}`}>
                {t('content.apply')}
              </a>
            </details>
          ))}
        </section>
      );
    case 'blogIndex':
      return (
        <ListBlock heading={block.heading} className="block" listClassName="posts" entries={extras.posts ?? []} entryKey={({ key }) => key}>
          {({ data: post }) => (
            <article className="post-card">
              {post.headerImages[0] && <ContentImage image={{ ...post.headerImages[0], alt: '' }} className="card-image" sizes="(min-width: 768px) 50vw, 100vw" />}
              <div className="card-body">
                {post.publishedAt && <p className="byline">{t('content.byline', { date: formatDate(post.publishedAt, locale), author: post.author ?? '' })}</p>}
                <h2 className="card-title">
                  <Link to={localeHref(locale, post.locUrl)}>{post.title}</Link>
                </h2>
                <p className="card-text">{post.excerpt}</p>
              </div>
            </article>
          )}
        </ListBlock>
      );
  }
}

function FaqBlock({ heading, entries }: { heading: string | undefined; entries: NonNullable<PageExtras['faq']> }) {
  const categories = [...new Set(entries.map((e) => e.category))];
  return (
    <section className="block text-block">
      <Heading text={heading} />
      {categories.map((category) => (
        <div key={category} className="faq-group">
          <h2>{category}</h2>
          {entries
            .filter((e) => e.category === category)
            .map((entry) => (
              <details className="faq" key={entry.question}>
                <summary>{entry.question}</summary>
                {entry.answer.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </details>
            ))}
        </div>
      ))}
    </section>
  );
}

function ShowroomsBlock({ heading, only, extras, locale, t }: { heading: string | undefined; only: string | undefined; extras: PageExtras; locale: Locale; t: Translate }) {
  const showrooms = (extras.showrooms ?? []).filter((s) => !only || s.slug === only);
  return (
    <ListBlock
      heading={heading}
      className="block"
      listClassName={only ? 'showrooms showrooms-single' : 'showrooms'}
      entries={showrooms}
      entryKey={(showroom) => showroom.slug}
      itemClassName="showroom"
    >
      {(showroom) => (
        <>
          <h3>{showroom.city}</h3>
          <address>
            {showroom.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p className="showroom-hours">
            <span className="label">{t('content.openingHours')}</span>
            {showroom.openingHours.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </p>
          <p>
            <span className="label">{t('content.phone')}</span> <a href={`tel:${showroom.phone.replace(/\s/g, '')}`}>{showroom.phone}</a>
          </p>
          {only ? <p className="muted">{showroom.note}</p> : <Link to={localeHref(locale, `/${showroom.slug}`)}>{t('content.showroomLink')} →</Link>}
        </>
      )}
    </ListBlock>
  );
}
