import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { PageHead, type PageMeta } from '../../shared/page-meta';
import { privacyEffectiveDate, privacyPolicyPath, privacyPracticesPath } from './meta';
import './privacy.scss';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** A legal text: its title and lead, a list of its sections, the sections, and how to reach us. */
export function LegalPage({ meta, title, lead, sections }: { meta: PageMeta; title: string; lead: ReactNode; sections: LegalSection[] }) {
  return (
    <>
      <PageHead meta={meta} />
      <section className="hero page-hero">
        <div className="hero-body">
          <div className="container">
            <p className="hero-eyebrow">Your privacy</p>
            <h1 className="title page-hero-title">{title}</h1>
            <p className="page-hero-lead">{lead}</p>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container legal-container">
          <p className="legal-effective">Effective {privacyEffectiveDate}</p>
          <nav className="legal-toc" aria-label="On this page">
            <h2 className="legal-toc-title">On this page</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="legal-text">
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="legal-section">
                <h2 id={`${section.id}-heading`} className="title is-4">
                  {section.heading}
                </h2>
                {section.body}
              </section>
            ))}
          </div>
          <aside className="legal-contact box" aria-labelledby="legal-contact-title">
            <h2 id="legal-contact-title" className="title is-5">
              Questions about your privacy
            </h2>
            <p>
              Call us at <a href={telHref()}>{practice.phone}</a> or write to{' '}
              <a href={`mailto:${practice.email}`}>{practice.email}</a>. {practice.name}, Melbourne, Florida {practice.postalCode}.
            </p>
            <p className="legal-see-also">
              See also: <Link to={privacyPolicyPath}>Privacy Policy</Link> ·{' '}
              <Link to={privacyPracticesPath}>Notice of Privacy Practices</Link>
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
