import { Link } from 'react-router-dom';
import { homeStories } from '../content/testimonials';

const stats = [
  { value: '500+', label: 'patients served' },
  { value: '95%', label: 'satisfaction' },
  { value: '24hr', label: 'response time' },
  { value: '98%', label: 'would recommend' },
] as const;

const maxRating = 5;

export function PatientStories() {
  return (
    <section className="section home-section home-stories" aria-labelledby="home-stories-title">
      <div className="container">
        <header className="home-section-header">
          <p className="home-eyebrow">Patient stories</p>
          <h2 id="home-stories-title" className="title home-section-title">
            Back to the lives they love
          </h2>
        </header>

        <ul className="home-stats-row" aria-label="Our results">
          {stats.map((stat) => (
            <li key={stat.label}>
              <strong className="home-stat-number">{stat.value}</strong>
              <span>{stat.label}</span>
            </li>
          ))}
        </ul>

        <ul className="home-story-grid">
          {homeStories.map((story) => (
            <li key={story.name}>
              <figure className="home-story">
                <p className="home-story-rating">
                  <span aria-hidden="true">
                    {'★'.repeat(story.rating)}
                    <span className="home-story-rating-empty">{'★'.repeat(maxRating - story.rating)}</span>
                  </span>
                  <span className="is-sr-only">{`Rated ${story.rating} out of ${maxRating}`}</span>
                </p>
                <blockquote>
                  <p>“{story.review}”</p>
                </blockquote>
                <p className="home-story-result">
                  <strong>Result:</strong> {story.outcome} <span className="home-story-duration">({story.duration})</span>
                </p>
                <figcaption>
                  <span className="home-story-name">{story.name}</span>
                  <span className="home-story-meta">
                    {story.location}, FL · {story.condition}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>

        <div className="buttons is-centered home-section-actions">
          <Link to="/testimonials" className="button is-primary is-medium">
            Read More Patient Reviews
          </Link>
          <Link to="/contact" className="button is-medium home-outline-button">
            Start Your Recovery
          </Link>
        </div>
      </div>
    </section>
  );
}
