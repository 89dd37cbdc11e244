import { practice } from '@pt/contracts';

/** The pricing grid of /services (spec 000 section 9). Prices are whole US dollars. */
export interface PricingCard {
  name: string;
  blurb: string;
  price: number;
  unit: 'per session' | 'flat fee';
  points: [string, string, string, string];
}

export const pricingCards: readonly PricingCard[] = [
  {
    name: 'Physical Therapy',
    blurb: 'One-on-one treatment at home for pain, injuries and movement problems.',
    price: 95,
    unit: 'per session',
    points: [
      'Full one-on-one session with your therapist',
      'Dry needling and manual therapy as needed',
      'Personalized home exercise program',
      'Progress measured at every visit',
    ],
  },
  {
    name: 'Occupational Therapy',
    blurb: 'Regain independence with daily tasks, hand function and self-care.',
    price: 95,
    unit: 'per session',
    points: [
      'Hand and upper-limb rehabilitation',
      'Daily living and self-care training',
      'Adaptive equipment recommendations',
      'Caregiver coaching',
    ],
  },
  {
    name: 'Lymphedema Therapy',
    blurb: 'Complete decongestive therapy from a certified lymphedema therapist.',
    price: 120,
    unit: 'per session',
    points: [
      'Manual lymphatic drainage',
      'Multilayer compression bandaging',
      'Limb measurements at every visit',
      'Self-care and compression garment guidance',
    ],
  },
  {
    name: 'Strength & Conditioning',
    blurb: 'Build strength, power and endurance safely after rehab or for your sport.',
    price: 95,
    unit: 'per session',
    points: [
      'Program designed around your sport or goal',
      'Running and movement analysis',
      'Training at your home or gym',
      'Injury-prevention screening',
    ],
  },
  {
    name: 'Post-Surgical Care',
    blurb: 'Protocol-based recovery after joint replacement, ligament or spine surgery.',
    price: 95,
    unit: 'per session',
    points: [
      'Therapy starts days after discharge',
      "Follows your surgeon's protocol",
      'Swelling and scar management',
      'Progress notes for your surgical team',
    ],
  },
  {
    name: 'Home Safety Evaluation',
    blurb: 'A comprehensive room-by-room visit to prevent falls and keep you independent at home.',
    price: 150,
    unit: 'flat fee',
    points: [
      'Room-by-room fall-risk assessment',
      'Balance and mobility screening',
      'Written report with clear priorities',
      'Equipment and home modification advice',
    ],
  },
];

export const formatPrice = (dollars: number) => `$${dollars}`;

/** Self-pay only (spec 000 sections 1 and 9). */
export const paymentMethods = ['Credit and debit cards', 'Flexible monthly payment plans', 'HSA/FSA accounts'] as const;

/** Spec 000 section 9: travel fees may apply beyond this distance from the central postal code. */
export const travelFreeMiles = 10;
export const coverageAreas = [
  'Melbourne',
  'Viera',
  'Melbourne Beach',
  'Indialantic',
  'Satellite Beach',
  'Cocoa Beach',
] as const;
export const travelPolicy = `Travel fees may apply beyond ${travelFreeMiles} miles from our central location (${practice.postalCode}).`;
