import { Link } from 'react-router-dom';
import { practice } from '@pt/contracts';
import { LegalPage, type LegalSection } from './LegalPage';
import { privacyPolicyPath, privacyPracticesMeta } from './meta';

const sections: LegalSection[] = [
  {
    id: 'our-duties',
    heading: 'Our duties',
    body: (
      <>
        <p>
          <strong>
            This notice describes how medical information about you may be used and disclosed and how you can get access
            to this information. Please review it carefully.
          </strong>
        </p>
        <p>
          {practice.name} protects your health information as this notice describes, following the standards of the
          federal HIPAA Privacy Rule and Florida law on patient records. We must keep your health information private,
          follow the notice in effect, give you a copy of it, and tell you promptly if a breach may have compromised your
          information.
        </p>
      </>
    ),
  },
  {
    id: 'website-forms',
    heading: 'Information you send through our website',
    body: (
      <p>
        What you tell us in the contact, callback and intake forms (your symptoms, medical history, the areas you mark on
        the body chart) is health information. From the moment it reaches us we protect it as this notice describes.
        Our <Link to={privacyPolicyPath}>Privacy Policy</Link> explains what the website itself collects.
      </p>
    ),
  },
  {
    id: 'uses',
    heading: 'How we may use and share your health information',
    body: (
      <>
        <h3>Treatment</h3>
        <p>
          Our therapists use your information to evaluate and treat you, and may share it with your physician or other
          providers who care for you.
        </p>
        <h3>Payment</h3>
        <p>
          We are a self-pay practice and do not bill insurance. We use the information needed to take your card, HSA or
          FSA payment and to give you receipts you can submit yourself.
        </p>
        <h3>Running our practice</h3>
        <p>
          To schedule visits, send reminders, check the quality of our care and train our staff, sharing no more than is
          needed.
        </p>
        <h3>When the law requires or allows it</h3>
        <ul>
          <li>When a law requires it, including to report suspected abuse, neglect or domestic violence.</li>
          <li>For public health activities and to prevent a serious threat to someone's health or safety.</li>
          <li>To health oversight agencies, such as the Florida Department of Health, for audits and licensing.</li>
          <li>In response to a court order or subpoena, or to law enforcement as the law allows.</li>
          <li>For workers' compensation claims, as the law allows.</li>
        </ul>
        <h3>With your written permission</h3>
        <p>
          For any other purpose. We never sell your health information or use it for marketing. You may withdraw a
          permission in writing at any time.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <ul>
        <li>
          <strong>See and get a copy</strong> of your health information, on paper or electronically, usually within 30
          days of your request.
        </li>
        <li>
          <strong>Ask us to correct</strong> information you believe is wrong or incomplete.
        </li>
        <li>
          <strong>Ask for confidential communication</strong>, for example at another phone number or address.
        </li>
        <li>
          <strong>Ask us to limit</strong> what we use or share. As you pay us yourself, you may ask us not to share
          information about your care with a health plan.
        </li>
        <li>
          <strong>Get a list</strong> of those with whom we shared your information, for six years before your request.
        </li>
        <li>
          <strong>Choose someone to act for you</strong>, such as a legal guardian or a person with your medical power of
          attorney.
        </li>
        <li>
          <strong>Get a paper copy</strong> of this notice at any time.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-choices',
    heading: 'Your choices',
    body: (
      <p>
        Tell us if you do not want us to share information with family members or others involved in your care, or do not
        want appointment reminders by text message or e-mail.
      </p>
    ),
  },
  {
    id: 'complaints',
    heading: 'Complaints',
    body: (
      <p>
        If you believe your privacy rights were violated, tell us (below). You may also complain to the U.S. Department of
        Health and Human Services, Office for Civil Rights, at{' '}
        <a href="https://www.hhs.gov/ocr/complaints/" target="_blank" rel="noopener noreferrer">
          hhs.gov/ocr/complaints
        </a>{' '}
        or 1-877-696-6775. We will never hold a complaint against you.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this notice',
    body: (
      <p>
        We may change this notice; the change applies to all the information we hold. The new notice is published here
        with its effective date, and we give you a copy at your next visit.
      </p>
    ),
  },
];

/** /privacy-practices: the Notice of Privacy Practices for the health information patients give us. */
export function PrivacyPracticesPage() {
  return (
    <LegalPage
      meta={privacyPracticesMeta}
      title="Notice of Privacy Practices"
      lead="How we may use and share your health information, and the rights you have over it."
      sections={sections}
    />
  );
}
