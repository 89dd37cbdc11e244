import { Link } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { track } from '../../shared/analytics';
import { PageHead } from '../../shared/page-meta';
import { HomeHero } from './HomeHero';
import { HomeServices } from './HomeServices';
import { homePageMeta } from './meta';
import { PatientStories } from './PatientStories';
import { PaymentOptions } from './PaymentOptions';
import { ServiceArea } from './ServiceArea';
import './home.scss';

/** The home page (spec 000 'Home page'): hero, services, patient stories, service area, payment. */
export function HomePage() {
  return (
    <div className="home-page">
      <PageHead meta={homePageMeta} />
      <HomeHero />
      <HomeServices />
      <PatientStories />
      <ServiceArea />
      <PaymentOptions />

      <section className="section home-closing" aria-labelledby="home-closing-title">
        <div className="container has-text-centered">
          <h2 id="home-closing-title" className="title is-3">
            Not sure where to start?
          </h2>
          <p className="home-closing-text">
            A free phone consultation with a licensed therapist helps you choose the right care.
          </p>
          <div className="buttons is-centered">
            <Link to="/contact" className="button is-primary is-medium">
              Get Started
            </Link>
            <a
              href={telHref()}
              className="button is-medium home-outline-button is-on-dark"
              onClick={() => track('phone_call', { category: 'contact', label: 'home_cta_phone' })}
            >
              Call {practice.phone}
            </a>
          </div>
        </div>
      </section>
    </div>
  );
}
