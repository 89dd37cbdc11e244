/** The practice profile: every public fact the site, the portal and the notifications show. */
export interface Practitioner {
  slug: string;
  name: string;
  role: string;
  education: string;
  certifications: string[];
  experience: string;
  specialties: string[];
  image: string;
}

export interface AppointmentType {
  name: string;
  slug: string;
  /** Minutes. */
  duration: number;
  scheduling_url: string;
}

/** The practice's accounts on social networks: a network without an address is not shown. */
export interface SocialProfiles {
  facebook?: string;
  instagram?: string;
  linkedin?: string;
}

export interface PracticeProfile {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  notifyEmail: string;
  postalCode: string;
  social: SocialProfiles;
  practitioners: [Practitioner, Practitioner];
  /** Offered on the contact page (GET /api/calendly/event-types). */
  appointmentTypes: AppointmentType[];
}

export const practice: PracticeProfile = {
  name: 'Coastal Motion Mobile PT',
  tagline: 'Mobile Physical Therapy',
  phone: '(321) 555-0142',
  email: 'care@coastalmotion.example.com',
  notifyEmail: 'frontdesk@coastalmotion.example.com',
  postalCode: '32937',
  // The fictional practice has no social accounts; a real one fills in its addresses here.
  social: {},
  practitioners: [
    {
      slug: 'maya-carter',
      name: 'Dr. Maya Carter, PT, DPT',
      role: 'Owner & Physical Therapist',
      education: 'Doctor of Physical Therapy, University of Florida',
      certifications: ['Certified Dry Needling Practitioner', 'Orthopaedic Clinical Specialist (OCS)', 'Certified Running Gait Analyst'],
      experience: '12+ years',
      specialties: ['Dry needling', 'Manual therapy', 'Running and movement analysis', 'Injury rehabilitation', 'Post-operative care'],
      image: '/images/practitioners/maya-carter.svg',
    },
    {
      slug: 'jordan-ellis',
      name: 'Jordan Ellis, OTR/L, CLT',
      role: 'Occupational & Lymphedema Therapist',
      education: 'Master of Occupational Therapy, University of Central Florida',
      certifications: ['Certified Lymphedema Therapist (CLT)', 'Certified Hand Therapy training', 'Home Safety Evaluation'],
      experience: '10+ years',
      specialties: ['Lymphedema therapy', 'Hand therapy', 'Occupational therapy', 'Home safety evaluation'],
      image: '/images/practitioners/jordan-ellis.svg',
    },
  ],
  appointmentTypes: [
    { name: 'PT Appointment', slug: '45min', duration: 45, scheduling_url: 'https://calendly.com/coastal-motion-pt/45min' },
    { name: 'Lymphedema Session', slug: 'lymphedema-session', duration: 60, scheduling_url: 'https://calendly.com/coastal-motion-pt/lymphedema-session' },
  ],
};

/** Telephone link target for the practice phone, e.g. tel:+13215550142. */
export function telHref(phone: string = practice.phone): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
