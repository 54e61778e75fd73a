import type { CompanyScore, ReviewList } from '@masswerk/contract';
import { useCartI18n } from '../cart/use-cart-i18n';
import { useProductI18n } from './i18n';

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="product-stars" role="img" aria-label={label}>
      {'★'.repeat(Math.round(rating))}
      <span className="product-stars-off">{'★'.repeat(5 - Math.round(rating))}</span>
    </span>
  );
}

/** The company score and the newest approved reviews in the page's language. */
export function Reviews({ reviews, score }: { reviews: ReviewList; score: CompanyScore | null }) {
  const { t } = useProductI18n();
  const cart = useCartI18n();
  return (
    <section className="product-reviews" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title">{t('reviews.title')}</h2>
      {score && score.count > 0 && (
        <p className="product-score" data-testid="company-score">
          <Stars rating={score.score} label={t('reviews.stars', { rating: cart.number(score.score) })} />{' '}
          <strong>{t('reviews.score', { score: cart.number(score.score) })}</strong> {t('reviews.count', { count: score.count })}
        </p>
      )}
      {reviews.items.length === 0 ? (
        <p>{t('reviews.none')}</p>
      ) : (
        <ul className="product-review-list">
          {reviews.items.map((review) => (
            <li key={review.id}>
              <figure>
                <Stars rating={review.rating} label={t('reviews.stars', { rating: review.rating })} />
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
                <figcaption>
                  {review.name}
                  {review.city ? `, ${review.city}` : ''} · <time dateTime={review.date}>{cart.date(review.date)}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
