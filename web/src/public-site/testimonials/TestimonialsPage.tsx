import { PageHead } from '../../shared/page-meta';
import { successStories, testimonialStats, testimonials } from '../content/testimonials';
import { PageCallToAction } from '../page-parts/PageCallToAction';
import { testimonialsPageMeta } from './meta';
import { TestimonialCard } from './TestimonialCard';
import './testimonials.scss';

/** /testimonials: headline stats, nine patient reviews, success stories, next step. */
export function TestimonialsPage() {
  return (
    <>
      <PageHead meta={testimonialsPageMeta} />
      <section className="hero page-hero">
        <div className="hero-body">
          <div className="container">
            <div className="columns is-vcentered is-variable is-6">
              <div className="column is-6-desktop">
                <p className="hero-eyebrow">Patient Reviews</p>
                <h1 className="title page-hero-title">What Our Patients Say</h1>
                <p className="page-hero-lead">
                  Runners, grandparents, post-surgery patients and weekend athletes across Brevard County, in their own
                  words.
                </p>
              </div>
              <div className="column is-6-desktop">
                <ul className="home-stats" aria-label="Our results">
                  {testimonialStats.map((stat) => (
                    <li key={stat.label}>
                      <span className="home-stat-value">{stat.value}</span>
                      <span className="home-stat-label">{stat.label}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="reviews-title">
        <div className="container">
          <h2 id="reviews-title" className="title is-3">
            Patient Testimonials
          </h2>
          <ul className="testimonial-grid">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section success-stories" aria-labelledby="stories-title">
        <div className="container">
          <h2 id="stories-title" className="title is-3">
            Success Stories
          </h2>
          <ul className="columns is-variable is-5">
            {successStories.map((story) => (
              <li key={story.title} className="column">
                <article className="success-story">
                  <h3 className="title is-5">{story.title}</h3>
                  <p>{story.story}</p>
                  <p className="success-result">{story.result}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageCallToAction
        id="testimonials-cta-title"
        title="Start Your Own Success Story"
        action="Get Started"
        actionLabel="testimonials_get_started"
        phoneLabel="testimonials_cta_phone"
      >
        Book a home visit or ask us anything. A licensed therapist will get back to you within 24 hours.
      </PageCallToAction>
    </>
  );
}
