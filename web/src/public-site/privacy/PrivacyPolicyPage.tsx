import { Link } from 'react-router-dom';
import { practice } from '@pt/contracts';
import { LegalPage, type LegalSection } from './LegalPage';
import { privacyPolicyMeta, privacyPracticesPath } from './meta';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <p>
        {practice.name} is a self-pay mobile physical and occupational therapy practice that treats patients at home in
        Melbourne and Brevard County, Florida. This policy covers our website and patient portal. Once you become our
        patient, your health information is also protected as our{' '}
        <Link to={privacyPracticesPath}>Notice of Privacy Practices</Link> describes.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <>
        <p>Only what you type into our forms, and what your browser sends with every visit:</p>
        <ul>
          <li>
            <strong>Send Message:</strong> your name, e-mail, phone, the service you are interested in, your message and
            your consent to be contacted.
          </li>
          <li>
            <strong>Request Callback:</strong> your name, phone, a preferred time and the reason for the call.
          </li>
          <li>
            <strong>Quick Start Assessment:</strong> your answers stay in your browser. Only the service it recommends is
            carried into the message form, where you can change it before sending.
          </li>
          <li>
            <strong>New patient intake form:</strong> your contact details, date of birth, emergency contact, medical
            history, medications, symptoms, the areas you mark on the body chart and your goals. Until you send it, the
            draft is kept only in your browser.
          </li>
          <li>
            <strong>Patient portal:</strong> your e-mail, a password (stored only as a one-way hash), and your exercise
            program and progress.
          </li>
          <li>
            <strong>Technical data:</strong> the pages you open and a one-way hash of your internet address, used to stop
            abuse of our forms. We do not keep the address itself.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    body: (
      <ul>
        <li>To answer your message or call you back, and to schedule and prepare your visits.</li>
        <li>To treat you, record your care and follow your progress.</li>
        <li>To take payment for the care you receive (we do not bill insurance).</li>
        <li>To keep our website working and secure.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who sees it',
    body: (
      <>
        <p>
          Our therapists and front desk, each with their own account. We do not sell or rent your information, and we do
          not use it for advertising.
        </p>
        <p>
          Services that work for us see only what they need: our hosting and e-mail providers, and the scheduling service
          when you book online (its booking page has its own privacy policy). The map on our home page is loaded from
          Google Maps. If we turn on website analytics, it counts page views and clicks on our contact buttons; it never
          receives what you type into a form.
        </p>
      </>
    ),
  },
  {
    id: 'in-your-browser',
    heading: 'What stays in your browser',
    body: (
      <p>
        We use your browser's storage, not advertising cookies, for your accessibility choices (contrast and text size),
        the draft of your intake form and your portal sign-in. Clearing your browser's site data removes them.
      </p>
    ),
  },
  {
    id: 'keeping-it',
    heading: 'How long we keep it',
    body: (
      <p>
        Messages and callback requests from people who do not become patients are kept only as long as we need them to
        answer and to keep a record of our replies. Patient records are kept as long as Florida law requires us to keep
        treatment records.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'How we protect it',
    body: (
      <p>
        Access is limited to staff who need it, each signing in with their own account; passwords are stored only as
        hashes; every change to a record is logged with who made it and when. No system is perfectly secure: if a breach
        ever affected your information, we would tell you as Florida law requires.
      </p>
    ),
  },
  {
    id: 'your-choices',
    heading: 'Your choices',
    body: (
      <p>
        You may ask to see, correct or delete what we hold about you, or ask us to stop contacting you. Call or write to us
        (below). Patient records we must keep by law cannot be deleted, but you may ask us to correct them.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        Our website is meant for adults. A parent or guardian fills in the forms for a patient under 18.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: <p>When we change this policy we publish the new version here with its effective date.</p>,
  },
];

/** /privacy: what the website collects, why, who sees it, how long it is kept. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      meta={privacyPolicyMeta}
      title="Privacy Policy"
      lead="What our website collects through its forms, why, who sees it and the choices you have."
      sections={sections}
    />
  );
}
