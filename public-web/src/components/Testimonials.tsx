import { TESTIMONIALS } from '../content/testimonials';

/** Static reviews (content/testimonials.ts): name, city, stars and text. */
export function Testimonials({ count = 3 }: { count?: number }) {
  return (
    <div className="grid grid-3">
      {TESTIMONIALS.slice(0, count).map((review) => (
        <figure key={review.name} className="card testimonial">
          <span className="stars" role="img" aria-label={`${review.stars} stelle su 5`}>
            {'★'.repeat(review.stars)}
            {'☆'.repeat(5 - review.stars)}
          </span>
          <blockquote>“{review.text}”</blockquote>
          <figcaption>
            <strong>{review.name}</strong> · {review.city}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
