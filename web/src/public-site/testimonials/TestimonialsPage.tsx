import { Link } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { PhoneIcon } from '../../app/layout/icons';
import { track } from '../../shared/analytics';
import { PageHead } from '../content/page-meta';
import { successStories, testimonialStats, testimonials } from '../content/testimonials';
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

      <section className="section home-cta page-cta" aria-labelledby="testimonials-cta-title">
        <div className="container has-text-centered">
          <h2 id="testimonials-cta-title" className="title is-3">
            Start Your Own Success Story
          </h2>
          <p className="mb-5">Book a home visit or ask us anything. A licensed therapist will get back to you within 24 hours.</p>
          <div className="buttons is-centered">
            <Link
              to="/contact"
              className="button is-primary is-medium"
              onClick={() => track('cta_click', { category: 'navigation', label: 'testimonials_get_started' })}
            >
              Get Started
            </Link>
            <a
              href={telHref()}
              className="button is-white-outline is-medium testimonials-call"
              onClick={() => track('phone_call', { category: 'contact', label: 'testimonials_cta_phone' })}
            >
              <PhoneIcon />
              <span>Call {practice.phone}</span>
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
