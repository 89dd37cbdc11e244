import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { practice, telHref } from '@pt/contracts';
import { CalendarIcon, ClockIcon, PhoneIcon } from '../../shared/ui/icons';
import { track } from '../../shared/analytics';
import { Tabs, type TabItem } from '../../shared/ui/Tabs';
import { PageHead } from '../../shared/page-meta';
import { PageLoading } from '../../shared/ui/PageLoading';
import { preloadable } from '../../shared/ui/preloadable';
import { BackgroundSlideshow } from '../slideshow/BackgroundSlideshow';
import { BookOnline } from './BookOnline';
import { ContactInfo } from './ContactInfo';
import { contactPageMeta } from './meta';
import { QuickStartQuiz } from './QuickStartQuiz';
import type { Visitor } from './scheduling';
import { ServiceAreaIndicator } from './ServiceAreaIndicator';
import { reducedMotionWanted } from '../../shared/reduced-motion';
import './contact.scss';

type ContactTab = 'book' | 'callback' | 'message';

/*
 * The two forms (with react-hook-form, zod and the schemas) are not in the page's first load: the
 * prerendered page shows Book Online, and the forms load as the booking section comes near the
 * screen, or as a tab is pointed at or focused (see `useFormsNearby`).
 */
const { Component: CallbackForm, preload: loadCallbackForm } = preloadable(async () => (await import('./CallbackForm')).CallbackForm, 'The callback form');
const { Component: MessageForm, preload: loadMessageForm } = preloadable(async () => (await import('./MessageForm')).MessageForm, 'The message form');
// An early start only: when it fails (offline), the forms' own load says so in their place (preloadable),
// so its failure is not left unhandled in the console.
const loadForms = () => void Promise.all([loadCallbackForm(), loadMessageForm()]).catch(() => undefined);

const benefits = [
  {
    title: '24-Hour Response',
    text: 'Every request gets an answer within a day, most within 2 business hours.',
    icon: <ClockIcon />,
  },
  {
    title: 'Same-Day Available',
    text: 'Ask about same-day visits when you are in pain and need help now.',
    icon: <CalendarIcon />,
  },
  {
    title: 'Free Phone Consultation',
    text: 'Talk to a licensed therapist before you book. No obligation.',
    icon: <PhoneIcon />,
  },
] as const;


/** /contact: Get Started. */
export function ContactPage() {
  const [tab, setTab] = useState<ContactTab>('book');
  // Who the visitor said they are in the message form, for the scheduler (this page only).
  const [visitor, setVisitor] = useState<Visitor>();
  // The service the finished quiz points to: the message form starts with it.
  const [suggestedService, setSuggestedService] = useState<string | null>(null);
  const [panelRequests, setPanelRequests] = useState(0);
  const booking = useRef<HTMLElement>(null);
  useFormsNearby(booking);

  const tabs = useMemo<readonly TabItem<ContactTab>[]>(
    () => [
      { id: 'book', label: 'Book Online', panel: () => <BookOnline known={visitor} /> },
      {
        id: 'callback',
        label: 'Request Callback',
        panel: () => (
          <Suspense fallback={<PageLoading label="Loading the form..." />}>
            <CallbackForm />
          </Suspense>
        ),
      },
      {
        id: 'message',
        label: 'Send Message',
        panel: () => (
          <Suspense fallback={<PageLoading label="Loading the form..." />}>
            <MessageForm
              suggestedService={suggestedService}
              onSent={({ firstName, lastName, email }) => setVisitor({ firstName, lastName, email })}
            />
          </Suspense>
        ),
      },
    ],
    [visitor, suggestedService],
  );

  // After a tab is asked for (Book Online, or Send Message from the quiz): bring the tabs into view
  // and put focus on it.
  useEffect(() => {
    if (!panelRequests) return;
    booking.current?.scrollIntoView({ behavior: reducedMotionWanted() ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(`contact-tab-${tab}`)?.focus({ preventScroll: true });
    // only a new request moves the page, not a tab chosen by hand
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panelRequests]);

  function showPanel(which: ContactTab, event?: MouseEvent) {
    event?.preventDefault();
    setTab(which);
    setPanelRequests((n) => n + 1);
  }
  const showBooking = (event?: MouseEvent) => showPanel('book', event);
  const onQuizResult = useCallback((service: string | null) => setSuggestedService(service), []);

  return (
    <>
      <PageHead meta={contactPageMeta} />
      {/* Spec 000: some pages sit on the activity slideshow; the contact page's hero does. */}
      <BackgroundSlideshow overlay="dark" className="contact-hero-slideshow">
        <section className="hero page-hero contact-hero">
          <div className="hero-body">
            <div className="container">
              <p className="hero-eyebrow">Melbourne &amp; Brevard County, FL</p>
              <h1 className="title page-hero-title">Get Started</h1>
              <p className="page-hero-lead">
                Book a home visit online, ask for a callback, or send us a message. We'll take it from there.
              </p>
              <ServiceAreaIndicator />
              <div className="buttons contact-hero-actions">
                <a href="#booking" className="button is-white" onClick={showBooking}>
                  <CalendarIcon />
                  <span>Book Online</span>
                </a>
                <a
                  href={telHref()}
                  className="button home-secondary"
                  onClick={() => track('phone_call', { category: 'contact', label: 'contact_hero_phone' })}
                >
                  <PhoneIcon />
                  <span>Call {practice.phone}</span>
                </a>
              </div>
            </div>
          </div>
        </section>
      </BackgroundSlideshow>

      <section className="section contact-benefits" aria-label="Why patients choose us">
        <div className="container">
          <ul className="columns is-variable is-4">
            {benefits.map((b) => (
              <li key={b.title} className="column">
                <div className="benefit-tile">
                  <span className="benefit-icon" aria-hidden="true">
                    {b.icon}
                  </span>
                  <div>
                    <h2 className="benefit-title">{b.title}</h2>
                    <p>{b.text}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section contact-quiz" aria-labelledby="quiz-title">
        <div className="container">
          <div className="columns is-variable is-6">
            <div className="column is-5-desktop">
              <p className="section-eyebrow">Not sure where to start?</p>
              <h2 className="title is-3" id="quiz-title">
                Quick Start Assessment
              </h2>
              <p className="mb-3">
                Answer three quick questions and we'll suggest the care that fits you and how soon to book.
              </p>
              <p className="help-text">
                This is a guide, not a diagnosis. In a medical emergency, call 911.
              </p>
            </div>
            <div className="column is-7-desktop">
              <QuickStartQuiz onBook={() => showBooking()} onMessage={() => showPanel('message')} onResult={onQuizResult} />
            </div>
          </div>
        </div>
      </section>

      <section
        className="section contact-main"
        id="booking"
        ref={booking}
        aria-label="Book or contact us"
        onPointerOver={loadForms}
        onFocus={loadForms}
      >
        <div className="container">
          <div className="columns is-variable is-6">
            {/* The booking panel comes first: it is why most visitors are here, also on a phone. */}
            <div className="column is-8-desktop is-12-tablet contact-panel-column">
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

/** Loads the forms once the booking section is within a screen's height of the viewport. */
function useFormsNearby(section: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadForms();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [section]);
}
