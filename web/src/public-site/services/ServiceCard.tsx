import { Link } from 'react-router-dom';
import { collapsedConditionCount, type Service } from '../content/services';
import { ServiceIcon } from './ServiceIcon';

/**
 * One service: short description and the first conditions; Learn More expands the full
 * description and every condition (a disclosure: the button says whether it is expanded).
 */
export function ServiceCard({
  service,
  expanded,
  onToggle,
}: {
  service: Service;
  expanded: boolean;
  onToggle: (button: HTMLButtonElement) => void;
}) {
  const { id, title } = service;
  const titleId = `${id}-title`;
  const detailsId = `${id}-details`;
  const conditionsId = `${id}-conditions`;
  const shown = expanded ? service.conditions : service.conditions.slice(0, collapsedConditionCount);
  const more = service.conditions.length - shown.length;

  return (
    // The anchor of /services#<id>; focusable so a followed link leaves keyboard focus here.
    <article id={id} className={`service-card${expanded ? ' is-expanded' : ''}`} aria-labelledby={titleId} tabIndex={-1}>
      <div className="service-card-head">
        <span className="service-icon">
          <ServiceIcon id={id} />
        </span>
        <h3 id={titleId} className="title is-5">
          {title}
        </h3>
      </div>
      <p className="service-short">{service.shortDescription}</p>

      <div id={detailsId} className="service-details" hidden={!expanded}>
        {service.fullDescription.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <p className="service-conditions-label" id={`${id}-conditions-label`}>
        Conditions we treat
      </p>
      <ul id={conditionsId} className="service-conditions" aria-labelledby={`${id}-conditions-label`}>
        {shown.map((condition) => (
          <li key={condition} className="tag">
            {condition}
          </li>
        ))}
        {more > 0 && (
          <li className="tag service-more">
            +{more} more<span className="is-sr-only"> conditions</span>
          </li>
        )}
      </ul>

      <div className="service-actions">
        <button
          type="button"
          className={`button ${expanded ? 'is-light' : 'is-primary is-outlined'}`}
          aria-expanded={expanded}
          aria-controls={`${detailsId} ${conditionsId}`}
          onClick={(event) => onToggle(event.currentTarget)}
        >
          {expanded ? 'Show Less' : 'Learn More'}
          <span className="is-sr-only"> about {title}</span>
        </button>
        {expanded && (
          <Link to="/contact" className="service-book">
            Book a visit
          </Link>
        )}
      </div>
    </article>
  );
}
