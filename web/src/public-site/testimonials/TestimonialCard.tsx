import { serviceName } from '@pt/contracts';
import type { Testimonial } from '../content/testimonials';
import { StarRating } from './StarRating';

/** One patient review: condition, stars, the review, who wrote it, and the treatment and its outcome. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <article className="testimonial-card">
      <h3 className="title is-6 testimonial-condition">{testimonial.condition}</h3>
      <StarRating rating={testimonial.rating} />
      <blockquote className="testimonial-review">
        <p>{testimonial.review}</p>
      </blockquote>
      <p className="testimonial-name">{testimonial.name}</p>
      <dl className="testimonial-facts">
        <div>
          <dt>Service</dt>
          <dd>{serviceName(testimonial.service)}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{testimonial.duration}</dd>
        </div>
        <div className="testimonial-outcome">
          <dt>Outcome</dt>
          <dd>{testimonial.outcome}</dd>
        </div>
      </dl>
    </article>
  );
}
