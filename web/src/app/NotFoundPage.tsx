import { Link } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { track } from '../shared/analytics';
import { PageHead } from '../shared/page-meta';
import { PhoneIcon } from '../shared/ui/icons';
import { notFoundMeta } from './not-found-meta';

/** Where a lost visitor most likely wanted to go. */
const mainPages = [
  { to: '/', label: 'Home', hint: 'Mobile rehabilitation at home' },
  { to: '/services', label: 'Services & Pricing', hint: 'What we treat and what it costs' },
  { to: '/about', label: 'About Us', hint: 'Meet our therapists' },
  { to: '/testimonials', label: 'Patient Reviews', hint: 'What our patients say' },
  { to: '/contact', label: 'Book an Appointment', hint: 'Book online, or ask for a call back' },
  { to: '/patient-portal/login', label: 'Patient Portal', hint: 'Your exercises and progress' },
] as const;

export function NotFoundPage() {
  return (
    <section className="section">
      <PageHead meta={notFoundMeta} />
      <div className="container narrow-container">
        <div className="box not-found">
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1 className="title is-3">404 Page Not Found</h1>
          <p className="mb-5">
            We could not find that page. It may have moved, or the link may have a typo. These pages may help:
          </p>
          <ul className="not-found-links">
            {mainPages.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>
                  <span className="not-found-link-label">{page.label}</span>
                  <span className="not-found-link-hint">{page.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="not-found-call">
            Rather talk to us? Call{' '}
            <a href={telHref()} onClick={() => track('phone_call', { category: 'contact', label: 'not_found_phone' })}>
              <PhoneIcon />
              <span>{practice.phone}</span>
            </a>
          </p>
          <p className="help-text">Monday-Saturday 8 AM-6 PM, Sunday by request</p>
        </div>
      </div>
    </section>
  );
}
