import { Link } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { track } from '../../shared/analytics';
import { formatPrice, pricingCards } from '../content/pricing';
import { HomeIcon } from './HomeIcon';

const methods = [
  { icon: 'card', title: 'Credit & Debit Cards', text: 'All major credit and debit cards, paid at the end of each visit.' },
  { icon: 'calendar', title: 'Flexible Monthly Payment Plans', text: 'Spread the cost of a full plan of care over monthly payments.' },
  { icon: 'health-account', title: 'HSA/FSA Accounts', text: 'Use your health savings or flexible spending card, pre-tax.' },
] as const;

/** No insurance: how to pay, and what a session costs (the prices of the services page). */
export function PaymentOptions() {
  return (
    <section className="section home-section home-payment" aria-labelledby="home-payment-title">
      <div className="container">
        <header className="home-section-header">
          <p className="home-eyebrow">Payment options</p>
          <h2 id="home-payment-title" className="title home-section-title">
            Simple self-pay, no insurance hassle
          </h2>
          <p className="home-section-lead">
            We do not accept insurance. You pay a clear price per session, with no prior authorizations or visit limits
            deciding your care.
          </p>
        </header>

        <ul className="home-payment-methods">
          {methods.map((method) => (
            <li key={method.title} className="home-payment-method">
              <HomeIcon name={method.icon} />
              <h3 className="title is-5">{method.title}</h3>
              <p>{method.text}</p>
            </li>
          ))}
        </ul>

        <div className="home-prices">
          <h3 className="title is-5">Prices per session</h3>
          <dl className="home-price-list">
            {pricingCards.map((card) => (
              <div key={card.name}>
                <dt>{card.name}</dt>
                <dd>
                  <strong>{formatPrice(card.price)}</strong> <span>{card.unit}</span>
                </dd>
              </div>
            ))}
          </dl>
          <p className="home-prices-note">
            Questions about cost? Call{' '}
            <a href={telHref()} onClick={() => track('phone_call', { category: 'contact', label: 'home_payment_phone' })}>
              {practice.phone}
            </a>{' '}
            or see <Link to="/services">services and pricing</Link>.
          </p>
        </div>
      </div>
    </section>
  );
}
