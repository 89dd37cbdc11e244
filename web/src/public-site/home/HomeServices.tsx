import { Fragment, useEffect, useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../shared/ui/icons';
import { HomeIcon } from './HomeIcon';
import { homeServices, serviceHref, type HomeService } from './home-services';

/**
 * Nine service cards of one height; a click expands one (and collapses the one open before). The
 * expanded card's details open in a full-width panel under its row, so no card grows beside empty
 * space and every card stays where it was.
 */
export function HomeServices() {
  const [expanded, setExpanded] = useState<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const columns = useGridColumns(grid);
  const detailsId = useId();
  // The last card of the expanded card's row: its details panel follows it.
  const rowEnd = expanded === null ? -1 : Math.min(homeServices.length, (Math.floor(expanded / columns) + 1) * columns) - 1;

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
        <ul className="home-service-grid" ref={grid}>
          {homeServices.map((service, i) => (
            <Fragment key={service.title}>
              <li className={expanded === i ? 'is-expanded' : undefined}>
                <ServiceCard
                  service={service}
                  expanded={expanded === i}
                  detailsId={detailsId}
                  onToggle={() => setExpanded((open) => (open === i ? null : i))}
                />
              </li>
              {i === rowEnd && expanded !== null && (
                <li className="home-service-details-row">
                  <ServiceDetails id={detailsId} service={homeServices[expanded]!} />
                </li>
              )}
            </Fragment>
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

/** How many columns the grid shows now (1 before it is measured). */
function useGridColumns(grid: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(1);
  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const measure = () => setColumns(Math.max(1, getComputedStyle(element).gridTemplateColumns.split(' ').filter(Boolean).length));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid]);
  return columns;
}

function ServiceDetails({ id, service }: { id: string; service: HomeService }) {
  return (
    <div id={id} className="home-service-details" role="region" aria-label={`About ${service.title}`}>
      <div>
        {service.fullDescription.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ul className="home-service-features">
        {service.features.map((feature) => (
          <li key={feature}>
            <CheckIcon />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ServiceCard({
  service,
  expanded,
  detailsId,
  onToggle,
}: {
  service: HomeService;
  expanded: boolean;
  detailsId: string;
  onToggle: () => void;
}) {
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
      <button type="button" className="home-service-toggle" aria-expanded={expanded} aria-controls={expanded ? detailsId : undefined}>
        <span>{expanded ? 'Show Less' : 'Learn More'}</span>
        <span className="is-sr-only"> about {service.title}</span>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </article>
  );
}
