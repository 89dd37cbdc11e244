import { Link } from 'react-router-dom';
import { practice, serviceCatalogue, telHref } from '@pt/contracts';
import { track } from '../../shared/analytics';
import { LogoMark } from './Logo';
import { socialLinks } from './social-links';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../shared/ui/icons';

// Spec 000: the footer links every service of the catalogue but post-op rehab.
const footerServices = serviceCatalogue.filter((service) => service.slug !== 'post-op-rehab');

const secondPractitioner = practice.practitioners[1];
const shortName = (name: string) => name.split(',')[0]?.trim() ?? name;

const quickLinks = [
  { to: '/about', label: 'About Us' },
  { to: `/about#${secondPractitioner.slug}`, label: `Meet ${shortName(secondPractitioner.name)}` },
  { to: '/services', label: 'Services & Pricing' },
  { to: '/contact', label: 'Service Areas' },
  { to: '/testimonials', label: 'Patient Reviews' },
  { to: '/patient-portal', label: 'Portal Login' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/privacy-practices', label: 'Notice of Privacy Practices' },
] as const;

const social = socialLinks(practice.social);

/** The e-mail address with a line-break opportunity after its @, so that a narrow column never breaks inside a word. */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="columns is-multiline is-mobile">
          <div className="column is-12-mobile is-12-tablet is-4-desktop">
            <Link to="/" className="footer-brand">
              <LogoMark size={36} />
              <span>{practice.name}</span>
            </Link>
            <p className="footer-blurb">
              {practice.tagline} at your home across Melbourne and Brevard County, Florida. Self-pay care with
              clear prices: cards, monthly payment plans and HSA/FSA accepted.
            </p>
            {social.length > 0 && (
              <ul className="footer-social" aria-label="Social media">
                {social.map((s) => (
                  <li key={s.network}>
                    <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${s.label} (opens in a new tab)`}>
                      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path d={s.path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                      </svg>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>

          {/* Plain link lists under headings: the footer is already a landmark. */}
          <div className="column is-6-mobile is-6-tablet is-2-desktop">
            <h2 className="footer-heading">
              Services
            </h2>
            <ul className="footer-links">
              {footerServices.map((s) => (
                <li key={s.slug}>
                  <Link to={`/services#${s.slug}`}>{s.name}</Link>
                </li>
              ))}
            </ul>
          </div>

          <div className="column is-6-mobile is-6-tablet is-2-desktop">
            <h2 className="footer-heading">
              Quick Links
            </h2>
            <ul className="footer-links">
              {quickLinks.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </div>

          <div className="column is-12-mobile is-12-tablet is-4-desktop">
            <h2 className="footer-heading">Contact</h2>
            <ul className="footer-contact">
              <li>
                <PhoneIcon />
                <a
                  href={telHref()}
                  onClick={() => track('contact-click', { category: 'contact', label: 'footer_phone' })}
                >
                  {practice.phone}
                </a>
              </li>
              <li>
                <MailIcon />
                <a
                  href={`mailto:${practice.email}`}
                  onClick={() => track('contact-click', { category: 'contact', label: 'footer_email' })}
                >
                  {breakableEmail(practice.email)}
                </a>
              </li>
              <li>
                <MapPinIcon />
                <span>Melbourne, Viera, the beaches and all of Brevard County, FL</span>
              </li>
            </ul>
            <p className="footer-hours">
              Monday-Saturday 8 AM-6 PM
              <br />
              Sunday by request
            </p>
          </div>
        </div>
        <div className="footer-bottom">
          <p>
            © {new Date().getFullYear()} {practice.name}. All rights reserved.
          </p>
          <p>Self-pay practice: we do not bill insurance.</p>
        </div>
      </div>
    </footer>
  );
}
