import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { practice, telHref, type ServiceSlug } from '@pt/contracts';
import { track } from '../../shared/analytics';
import { PageHead } from '../../shared/page-meta';
import { serviceIdFromHash, services } from '../content/services';
import { servicesPageMeta } from './meta';
import { PricingSection } from './PricingSection';
import { ServiceCard } from './ServiceCard';
import { useHashTarget } from '../../shared/useHashTarget';
import './services.scss';

/** /services: the eight services (at most one expanded, or the one the URL hash names), pricing, next step. */
export function ServicesPage() {
  const [expandedId, setExpandedId] = useState<ServiceSlug | null>(null);
  const keptInView = useRef<{ id: ServiceSlug; top: number } | null>(null);

  useHashTarget(serviceIdFromHash, setExpandedId);

  function toggle(id: ServiceSlug, button: HTMLButtonElement) {
    const card = button.closest('article');
    if (card) keptInView.current = { id, top: card.getBoundingClientRect().top };
    setExpandedId((current) => (current === id ? null : id));
  }

  // Expanding one card collapses another, possibly above it: keep the chosen card where the visitor
  // was looking, its top edge visible below the sticky header.
  useLayoutEffect(() => {
    const kept = keptInView.current;
    keptInView.current = null;
    const card = kept && document.getElementById(kept.id);
    if (!kept || !card) return;
    const headerSpace = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const shift = card.getBoundingClientRect().top - Math.max(kept.top, headerSpace);
    if (Math.abs(shift) > 1) window.scrollBy({ top: shift, behavior: 'instant' });
  }, [expandedId]);

  return (
    <>
      <PageHead meta={servicesPageMeta} />
      <section className="hero page-hero">
        <div className="hero-body">
          <div className="container">
            <p className="hero-eyebrow">{practice.tagline} · Melbourne &amp; Brevard County, FL</p>
            <h1 className="title page-hero-title">Our Services</h1>
            <p className="page-hero-lead">
              One-on-one physical, occupational and lymphedema therapy at your home, gym or office. Open a service
              to see what a visit involves and the conditions we treat.
            </p>
            <nav className="service-jump" aria-label="Services on this page">
              <ul>
                {services.map((service) => (
                  <li key={service.id}>
                    <Link to={`/services#${service.id}`}>{service.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </section>

      <section className="section services-section" aria-labelledby="services-title">
        <div className="container">
          <div className="section-intro">
            <h2 id="services-title" className="title is-3">
              Specialized Care at Your Door
            </h2>
            <p>Every visit is a full session with a licensed therapist, with the equipment brought to you.</p>
          </div>
          <div className="services-list">
            {services.map((service) => (
              <ServiceCard
                key={service.id}
                service={service}
                expanded={expandedId === service.id}
                onToggle={(button) => toggle(service.id, button)}
              />
            ))}
          </div>
        </div>
      </section>

      <PricingSection />

      <section className="section home-cta page-cta" aria-labelledby="ready-title">
        <div className="container has-text-centered">
          <h2 id="ready-title" className="title is-3">
            Ready to Get Started?
          </h2>
          <p className="mb-5">
            Book a home visit, or tell us how to reach you and a therapist will help you choose the right care.
          </p>
          <div className="buttons is-centered">
            <Link
              to="/contact"
              className="button is-primary is-medium"
              onClick={() => track('cta_click', { category: 'navigation', label: 'services_schedule_appointment' })}
            >
              Schedule Appointment
            </Link>
            <Link
              to="/contact"
              className="button is-white-outline is-medium"
              onClick={() => track('cta_click', { category: 'navigation', label: 'services_call_now' })}
            >
              Call Now
            </Link>
          </div>
          <p className="help-text mt-4">
            Prefer to talk right away? Call{' '}
            <a
              href={telHref()}
              onClick={() => track('phone_call', { category: 'contact', label: 'services_phone' })}
            >
              {practice.phone}
            </a>
            .
          </p>
        </div>
      </section>
    </>
  );
}
