import { CheckIcon, MapPinIcon } from '../../shared/ui/icons';
import { coverageAreas, formatPrice, paymentMethods, pricingCards, travelPolicy } from '../content/pricing';

/** The pricing grid (spec 000 section 9), then how to pay and where we travel. */
export function PricingSection() {
  return (
    <section className="section pricing-section" aria-labelledby="pricing-title">
      <div className="container">
        <div className="section-intro">
          <h2 id="pricing-title" className="title is-3">
            Transparent Pricing
          </h2>
          <p>Clear self-pay rates for one-on-one care at your home. You know the price before we arrive.</p>
        </div>

        <ul className="pricing-grid">
          {pricingCards.map((card) => (
            <li key={card.name} className="pricing-card">
              <h3 className="title is-5">{card.name}</h3>
              <p className="pricing-blurb">{card.blurb}</p>
              <p className="pricing-price">
                <span className="pricing-amount">{formatPrice(card.price)}</span>{' '}
                <span className="pricing-unit">{card.unit}</span>
              </p>
              <ul className="pricing-points">
                {card.points.map((point) => (
                  <li key={point}>
                    <CheckIcon />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>

        <div className="columns is-variable is-5 pricing-notes">
          <div className="column is-6-tablet">
            <section className="pricing-note" aria-labelledby="self-pay-title">
              <h3 id="self-pay-title" className="title is-5">
                Self-pay: no insurance needed
              </h3>
              <p>
                We do not accept insurance, so there are no referrals to chase, no visit limits and no surprise bills.
                We accept:
              </p>
              <ul className="pricing-points">
                {paymentMethods.map((method) => (
                  <li key={method}>
                    <CheckIcon />
                    <span>{method}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <div className="column is-6-tablet">
            <section className="pricing-note" aria-labelledby="travel-title">
              <h3 id="travel-title" className="title is-5">
                Travel policy
              </h3>
              <p>
                {travelPolicy} We confirm any travel fee with you before your visit is booked.
              </p>
              <p className="pricing-areas">
                <MapPinIcon />
                <span>
                  We serve {coverageAreas.join(', ')} and the rest of Brevard County.
                </span>
              </p>
            </section>
          </div>
        </div>
      </div>
    </section>
  );
}
