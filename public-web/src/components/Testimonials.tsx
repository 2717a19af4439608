import { formatReviewDate } from '../lib/format-review-date';
import { siteContent } from '../lib/site-content';

/** The reviews the agency entered in the back office: stars, text, author, town, date and source. */
function Testimonials({ count = 3 }: { count?: number }) {
  return (
    <div className="grid grid-3">
      {siteContent.reviews.slice(0, count).map((review, index) => (
        <figure key={`${review.author}-${review.date}-${index}`} className="card testimonial">
          <span className="stars" role="img" aria-label={`${review.stars} stelle su 5`}>
            {'★'.repeat(review.stars)}
            {'☆'.repeat(5 - review.stars)}
          </span>
          <blockquote>“{review.text}”</blockquote>
          <figcaption>
            <strong>{review.author}</strong>
            {review.town ? ` · ${review.town}` : ''}
            <br />
            <small>
              {review.source} · {formatReviewDate(review.date)}
            </small>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** A page's reviews section, left out entirely while the agency has entered no reviews. */
export function ReviewsSection({
  id,
  className = 'section',
  eyebrow,
  title,
  count,
}: {
  id?: string;
  className?: string;
  eyebrow?: string;
  title: string;
  count?: number;
}) {
  if (siteContent.reviews.length === 0) return null;
  const titleId = `${id ?? 'reviews'}-title`;
  return (
    <section id={id} className={className} aria-labelledby={titleId}>
      <div className="container">
        {eyebrow ? (
          <div className="section-head">
            <span className="eyebrow">{eyebrow}</span>
            <h2 id={titleId}>{title}</h2>
          </div>
        ) : (
          <h2 id={titleId}>{title}</h2>
        )}
        <Testimonials count={count} />
      </div>
    </section>
  );
}
