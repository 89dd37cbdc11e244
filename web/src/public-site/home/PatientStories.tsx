import { Link } from 'react-router-dom';

/** Sample testimonials of the home page (spec 000 section 3: name, location, condition, quote, rating, result). */
const stories = [
  {
    name: 'Linda M.',
    location: 'Viera',
    condition: 'Total knee replacement',
    quote:
      'I dreaded driving to a clinic after my knee replacement. My therapist came to my living room twice a week, and by week six I was walking the dog around the block without a cane.',
    rating: 5,
    result: 'Walking without a cane in 6 weeks',
  },
  {
    name: 'Marcus T.',
    location: 'Melbourne Beach',
    condition: 'Runner’s knee',
    quote:
      'The running analysis on my usual route showed exactly what my stride was doing to my knee. A few changes to my cadence plus hip strengthening, and I finished my half marathon pain-free.',
    rating: 5,
    result: 'Back to 25 miles a week, pain-free',
  },
  {
    name: 'Dorothy K.',
    location: 'Satellite Beach',
    condition: 'Lymphedema after breast cancer surgery',
    quote:
      'Jordan taught my husband and me how to wrap my arm and do the drainage at home. The swelling went down, and I finally fit back into my favorite blouses.',
    rating: 5,
    result: 'Arm swelling down and managed at home',
  },
] as const;

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
          {stories.map((story) => (
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
                  <p>“{story.quote}”</p>
                </blockquote>
                <p className="home-story-result">
                  <strong>Result:</strong> {story.result}
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
