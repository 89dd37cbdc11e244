import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../shared/ui/icons';
import { HomeIcon } from './HomeIcon';
import { homeServices, serviceHref, type HomeService } from './home-services';

/** Nine service cards; a click expands one (and collapses the one open before). */
export function HomeServices() {
  const [expanded, setExpanded] = useState<number | null>(null);

  return (
    <section className="section home-section home-services" aria-labelledby="home-services-title">
      <div className="container">
        <header className="home-section-header">
          <p className="home-eyebrow">What we treat</p>
          <h2 id="home-services-title" className="title home-section-title">
            Expert care, wherever you are
          </h2>
          <p className="home-section-lead">
            Every service comes to your home, gym or office across Brevard County. Open a card to see what a visit
            includes.
          </p>
        </header>
        <ul className="home-service-grid">
          {homeServices.map((service, i) => (
            <li key={service.title}>
              <ServiceCard
                service={service}
                expanded={expanded === i}
                onToggle={() => setExpanded((open) => (open === i ? null : i))}
              />
            </li>
          ))}
        </ul>
        <p className="has-text-centered home-section-actions">
          <Link to="/services" className="button is-primary is-medium">
            View All Services &amp; Pricing
          </Link>
        </p>
      </div>
    </section>
  );
}

function ServiceCard({ service, expanded, onToggle }: { service: HomeService; expanded: boolean; onToggle: () => void }) {
  const detailsId = useId();

  // The whole card answers a click (the button inside gives keyboard access); its link does not.
  function onCardClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest('a')) return;
    if (window.getSelection()?.toString()) return;
    onToggle();
  }

  return (
    <article className={`home-service-card${expanded ? ' is-expanded' : ''}`} onClick={onCardClick}>
      <HomeIcon name={service.icon} />
      <h3 className="title is-5">
        <Link to={serviceHref(service)}>{service.title}</Link>
      </h3>
      <p>{service.description}</p>
      <div id={detailsId} className="home-service-details" hidden={!expanded}>
        {service.fullDescription.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ul className="home-service-features">
          {service.features.map((feature) => (
            <li key={feature}>
              <CheckIcon />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="home-service-toggle" aria-expanded={expanded} aria-controls={detailsId}>
        <span>{expanded ? 'Show Less' : 'Learn More'}</span>
        <span className="is-sr-only"> about {service.title}</span>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </article>
  );
}
