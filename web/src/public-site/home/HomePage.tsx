import { Link } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { track } from '../../shared/analytics';

const features = [
  {
    title: 'We Come To You',
    text: 'Treatment in your home, gym or office across Melbourne and Brevard County. No waiting rooms, no traffic.',
  },
  {
    title: 'One-on-One Care',
    text: 'Every visit is a full session with a licensed therapist focused only on you and your goals.',
  },
  {
    title: 'Clear Self-Pay Pricing',
    text: 'No insurance hassle. Cards, monthly payment plans and HSA/FSA accounts are accepted.',
  },
] as const;

const stats = [
  { value: '500+', label: 'Patients served' },
  { value: '95%', label: 'Satisfaction' },
  { value: '24hr', label: 'Response time' },
  { value: '98%', label: 'Would recommend' },
] as const;

export function HomePage() {
  return (
    <>
      <title>{`${practice.name} | ${practice.tagline} in Brevard County`}</title>
      <section className="hero home-hero">
        <div className="hero-body">
          <div className="container">
            <div className="columns is-vcentered is-variable is-6">
              <div className="column is-7-desktop">
                <p className="hero-eyebrow">{practice.tagline} · Melbourne &amp; Brevard County, FL</p>
                <h1 className="title home-title">Mobile Rehabilitation For Active Lives</h1>
                <p className="home-lead">
                  Expert physical, occupational and lymphedema therapy delivered to your door, so you can get back
                  to running, climbing, working and living.
                </p>
                <div className="buttons home-actions">
                  <Link to="/contact" className="button is-primary is-medium">
                    Book Your Session
                  </Link>
                  <Link to="/services" className="button is-medium home-secondary">
                    View Services
                  </Link>
                </div>
              </div>
              <div className="column is-5-desktop">
                <ul className="home-stats" aria-label="Our patients">
                  {stats.map((stat) => (
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
        <svg className="home-wave" viewBox="0 0 1440 80" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <path d="M0 40c240 40 480 40 720 10s480-40 720 0v30H0z" fill="currentColor" />
        </svg>
      </section>

      <section className="section home-features" aria-labelledby="home-features-title">
        <div className="container">
          <h2 id="home-features-title" className="title is-3 has-text-centered">
            Therapy that fits your life
          </h2>
          <div className="columns is-variable is-5">
            {features.map((feature) => (
              <div key={feature.title} className="column">
                <article className="card feature-card">
                  <div className="card-content">
                    <h3 className="title is-5">{feature.title}</h3>
                    <p>{feature.text}</p>
                  </div>
                </article>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="section home-cta" aria-labelledby="home-cta-title">
        <div className="container has-text-centered">
          <h2 id="home-cta-title" className="title is-4">
            Not sure where to start?
          </h2>
          <p className="mb-5">A free phone consultation with a licensed therapist helps you choose the right care.</p>
          <div className="buttons is-centered">
            <Link to="/contact" className="button is-primary">
              Get Started
            </Link>
            <a
              href={telHref()}
              className="button is-white-outline"
              onClick={() => track('phone_call', { category: 'contact', label: 'home_cta_phone' })}
            >
              Call {practice.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
