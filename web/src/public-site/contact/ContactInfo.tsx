import { Link } from 'react-router-dom';
import { callbackTimeLabels, callbackTimes, practice, telHref } from '@pt/contracts';
import { CalendarIcon, CheckIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../shared/ui/icons';
import { track } from '../../shared/analytics';

const consultationIncludes = [
  'A conversation with a licensed therapist about your symptoms and goals',
  'Advice on which service and therapist fit your needs',
  'Clear self-pay pricing and payment options (cards, payment plans, HSA/FSA)',
  'Scheduling of your first home visit, often the same week',
] as const;

export function ContactInfo() {
  return (
    <aside className="contact-info" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="title is-4">
        Contact Information
      </h2>
      <ul className="contact-list">
        <li>
          <span className="contact-icon" aria-hidden="true">
            <PhoneIcon />
          </span>
          <div>
            <p className="contact-label">Phone</p>
            <a
              href={telHref()}
              className="contact-value"
              onClick={() => track('phone_call', { category: 'contact', label: 'contact_page_phone' })}
            >
              {practice.phone}
            </a>
          </div>
        </li>
        <li>
          <span className="contact-icon" aria-hidden="true">
            <MailIcon />
          </span>
          <div>
            <p className="contact-label">Email</p>
            <a
              href={`mailto:${practice.email}`}
              className="contact-value"
              onClick={() => track('email_click', { category: 'contact', label: 'contact_page_email' })}
            >
              {practice.email.split('@')[0]}@
              <wbr />
              {practice.email.split('@')[1]}
            </a>
          </div>
        </li>
        <li>
          <span className="contact-icon" aria-hidden="true">
            <ClockIcon />
          </span>
          <div>
            <p className="contact-label">Business Hours</p>
            <p className="contact-value">Monday-Saturday: 8 AM-6 PM</p>
            <p className="contact-value">Sunday: By request</p>
          </div>
        </li>
        <li>
          <span className="contact-icon" aria-hidden="true">
            <CalendarIcon />
          </span>
          <div>
            <p className="contact-label" id="callback-times-title">
              Callback Times
            </p>
            <ul className="contact-text" aria-labelledby="callback-times-title">
              {callbackTimes.map((time) => (
                <li key={time}>{callbackTimeLabels[time]}</li>
              ))}
            </ul>
          </div>
        </li>
        <li>
          <span className="contact-icon" aria-hidden="true">
            <MapPinIcon />
          </span>
          <div>
            <p className="contact-label">Service Area</p>
            <p className="contact-text">
              Melbourne, Viera, Melbourne Beach, Indialantic, Satellite Beach, Cocoa Beach and the rest of Brevard
              County. Travel fees may apply beyond 10 miles of {practice.postalCode}.
            </p>
          </div>
        </li>
      </ul>

      <div className="intake-invite">
        <h3 className="title is-5">New patient?</h3>
        <p className="mb-3">
          Save time at your first visit: tell us about your health and mark where it hurts on a body chart, online, in about 10 minutes.
        </p>
        <Link to="/intake" className="button is-primary is-outlined">
          Fill In the Intake Form
        </Link>
      </div>

      <div className="promise-box">
        <h3 className="title is-5">Our promise</h3>
        <ul className="check-list">
          <li>
            <span aria-hidden="true">
              <CheckIcon />
            </span>
            <span>
              <strong>Callback within 24 hours, guaranteed.</strong> Request a callback and a licensed therapist
              calls you back within 24 hours.
            </span>
          </li>
          <li>
            <span aria-hidden="true">
              <CheckIcon />
            </span>
            <span>
              <strong>Replies within 2 hours</strong> to messages sent during business hours.
            </span>
          </li>
        </ul>
      </div>

      <div className="consultation-box">
        <h3 className="title is-5">Your free consultation includes</h3>
        <ul className="check-list">
          {consultationIncludes.map((item) => (
            <li key={item}>
              <span aria-hidden="true">
                <CheckIcon />
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
