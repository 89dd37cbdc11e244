import { practice } from '@pt/contracts';
import { CheckIcon } from '../../shared/ui/icons';
import { combinedExperience, credentials, mission, values } from '../content/credentials';
import { PageHead } from '../../shared/page-meta';
import { useHashTarget } from '../../shared/useHashTarget';
import { PageCallToAction } from '../page-parts/PageCallToAction';
import { CredentialIcon } from './CredentialIcon';
import { aboutPageMeta } from './meta';
import { PractitionerCard } from './PractitionerCard';
import './about.scss';

const practitionerSlugs: readonly string[] = practice.practitioners.map((p) => p.slug);

function practitionerFromHash(hash: string): string | null {
  const slug = hash.replace(/^#/, '');
  return practitionerSlugs.includes(slug) ? slug : null;
}

/** /about: experience, mission and values, the two therapists, credentials, next step. */
export function AboutPage() {
  // /about#<slug> (the footer's "Meet ..." link) scrolls to that therapist's card.
  useHashTarget(practitionerFromHash);

  return (
    <>
      <PageHead meta={aboutPageMeta} />
      <section className="hero page-hero">
        <div className="hero-body">
          <div className="container">
            <div className="about-hero">
              <div>
                <p className="hero-eyebrow">About Us</p>
                <h1 className="title page-hero-title">Meet {practice.name}</h1>
                <p className="page-hero-lead">
                  A physical therapist and an occupational and lymphedema therapist who bring clinic-quality care to
                  homes across Melbourne and Brevard County.
                </p>
              </div>
              <p className="experience-badge">
                <span className="experience-value">{combinedExperience}</span>{' '}
                <span className="experience-label">Years combined experience</span>
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="mission-title">
        <div className="container">
          <div className="about-mission">
            <h2 id="mission-title" className="title is-3">
              Our Mission
            </h2>
            <p className="about-mission-text">{mission}</p>
          </div>
          <ul className="columns is-variable is-5 about-values">
            {values.map((value) => (
              <li key={value.title} className="column">
                <div className="about-value">
                  <span className="about-value-icon" aria-hidden="true">
                    <CheckIcon />
                  </span>
                  <h3 className="title is-5">{value.title}</h3>
                  <p>{value.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section about-team" aria-labelledby="team-title">
        <div className="container">
          <h2 id="team-title" className="title is-3">
            Meet Your Therapists
          </h2>
          <div className="columns is-variable is-5">
            {practice.practitioners.map((practitioner) => (
              <div key={practitioner.slug} className="column is-6-desktop">
                <PractitionerCard practitioner={practitioner} />
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="credentials-title">
        <div className="container">
          <h2 id="credentials-title" className="title is-3">
            Credentials You Can Trust
          </h2>
          <ul className="columns is-variable is-5">
            {credentials.map((credential, index) => (
              <li key={credential.title} className="column">
                <div className="about-credential">
                  <span className="about-credential-icon" aria-hidden="true">
                    <CredentialIcon index={index} />
                  </span>
                  <h3 className="title is-5">{credential.title}</h3>
                  <p>{credential.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageCallToAction
        id="about-cta-title"
        title="Talk to a therapist first"
        action="Schedule Free Consultation"
        actionLabel="about_free_consultation"
        phoneLabel="about_cta_phone"
      >
        A free consultation helps us understand your goals and tells you which care fits, with no obligation.
      </PageCallToAction>
    </>
  );
}
