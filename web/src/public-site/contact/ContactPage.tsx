import { useState } from 'react';
import { practice } from '@pt/contracts';
import { Tabs, type TabItem } from '../../shared/ui/Tabs';
import { BookOnline } from './BookOnline';
import { CallbackForm } from './CallbackForm';
import { ContactInfo } from './ContactInfo';
import { MessageForm } from './MessageForm';
import './contact.scss';

type ContactTab = 'book' | 'callback' | 'message';

const tabs: readonly TabItem<ContactTab>[] = [
  { id: 'book', label: 'Book Online', panel: () => <BookOnline /> },
  { id: 'callback', label: 'Request Callback', panel: () => <CallbackForm /> },
  { id: 'message', label: 'Send Message', panel: () => <MessageForm /> },
];

const benefits = [
  { title: '24-Hour Response', text: 'Every request gets an answer within a day, most within 2 business hours.' },
  { title: 'Same-Day Available', text: 'Ask about same-day visits when you are in pain and need help now.' },
  { title: 'Free Phone Consultation', text: 'Talk to a licensed therapist before you book. No obligation.' },
] as const;

/** /contact: Get Started. */
export function ContactPage() {
  const [tab, setTab] = useState<ContactTab>('book');

  return (
    <>
      <title>{`Get Started | ${practice.name}`}</title>
      <section className="hero page-hero">
        <div className="hero-body">
          <div className="container">
            <p className="hero-eyebrow">Melbourne &amp; Brevard County, FL</p>
            <h1 className="title page-hero-title">Get Started</h1>
            <p className="page-hero-lead">
              Book a home visit online, ask for a callback, or send us a message. We'll take it from there.
            </p>
          </div>
        </div>
      </section>

      <section className="section contact-benefits" aria-label="Why patients choose us">
        <div className="container">
          <ul className="columns is-variable is-4">
            {benefits.map((b) => (
              <li key={b.title} className="column">
                <div className="benefit-tile">
                  <h2 className="benefit-title">{b.title}</h2>
                  <p>{b.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section contact-main">
        <div className="container">
          <div className="columns is-variable is-6">
            {/* The booking panel comes first: it is why most visitors are here, also on a phone. */}
            <div className="column is-8-desktop is-12-tablet">
              <div className="box contact-panel">
                <Tabs idPrefix="contact" label="Ways to get started" tabs={tabs} selected={tab} onSelect={setTab} />
              </div>
            </div>
            <div className="column is-4-desktop is-12-tablet">
              <ContactInfo />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
