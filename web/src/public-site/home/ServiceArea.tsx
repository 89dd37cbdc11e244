import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { MapPinIcon } from '../../shared/ui/icons';
import { track } from '../../shared/analytics';
import { coverageAreas } from '../content/pricing';

const mapQuery = encodeURIComponent(practice.postalCode);
export const mapEmbedUrl = `https://www.google.com/maps?q=${mapQuery}&output=embed`;
const mapPageUrl = `https://www.google.com/maps?q=${mapQuery}`;

/** Where we travel: the map (loaded on request), the towns we cover and the travel policy. */
export function ServiceArea() {
  return (
    <section className="section home-section home-area" aria-labelledby="home-area-title">
      <div className="container">
        <div className="columns is-variable is-6 is-vcentered">
          <div className="column is-5-desktop is-6-tablet">
            <p className="home-eyebrow">Service area</p>
            <h2 id="home-area-title" className="title home-section-title">
              We come to you across Brevard County
            </h2>
            <h3 className="title is-6 home-area-heading">Areas we cover</h3>
            <ul className="home-area-list">
              {coverageAreas.map((town) => (
                <li key={town}>
                  <MapPinIcon />
                  <span>{town}</span>
                </li>
              ))}
            </ul>
            <h3 className="title is-6 home-area-heading">Travel policy</h3>
            <p>
              Travel fees may apply beyond 10 miles from the central location (postal code {practice.postalCode}).
              Self-pay only.
            </p>
            <p className="home-area-ask">
              Not sure you are in range? <Link to="/contact">Ask us</Link> or call{' '}
              <a href={telHref()} onClick={() => track('phone_call', { category: 'contact', label: 'home_service_area_phone' })}>
                {practice.phone}
              </a>
              .
            </p>
          </div>
          <div className="column is-7-desktop is-6-tablet">
            <ServiceAreaMap />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The embedded map loads only when the visitor asks for it: no third-party request (or cookie)
 * on a plain visit, and the page works without it.
 */
function ServiceAreaMap() {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  return (
    <div className="home-map">
      {shown ? (
        <iframe
          ref={frame}
          className="home-map-frame"
          title={`Map of our service area around ${practice.postalCode}, Melbourne and Brevard County`}
          src={mapEmbedUrl}
          width="800"
          height="500"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className="home-map-placeholder">
          <img
            src="/images/home/service-area-map.svg"
            alt="Illustrated map of the coast from Cocoa Beach to Melbourne Beach, with a 10-mile circle around our central location"
            width="800"
            height="500"
            loading="lazy"
            decoding="async"
          />
          <div className="home-map-actions">
            <button type="button" className="button is-primary" onClick={() => setShown(true)}>
              <MapPinIcon />
              <span>Show map</span>
            </button>
            <p className="help-text">Loads an interactive map from Google.</p>
          </div>
        </div>
      )}
      <p className="home-map-link">
        <a href={mapPageUrl} target="_blank" rel="noopener noreferrer">
          Open in Google Maps<span className="is-sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
