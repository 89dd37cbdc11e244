import type { ServiceSlug } from '@pt/contracts';

/**
 * The home page's own list of nine services (spec 000 section 3: title, description, features,
 * fullDescription). `slug` is the catalogue's service whose card on /services the title links
 * to, when there is one.
 */
export interface HomeService {
  title: string;
  slug?: ServiceSlug;
  icon: ServiceIcon;
  description: string;
  features: string[];
  fullDescription: string[];
}

/** Symbols of /images/home/service-icons.svg. */
export type ServiceIcon = 'movement' | 'daily-living' | 'hand' | 'drop' | 'recovery' | 'strength' | 'needle' | 'stride' | 'home';

/** Where a card's title leads: its own card on the services page, else the page itself. */
export const serviceHref = (service: HomeService) => (service.slug ? `/services#${service.slug}` : '/services');

export const homeServices: readonly HomeService[] = [
  {
    title: 'Physical Therapy',
    slug: 'injury-rehabilitation',
    icon: 'movement',
    description: 'Relief for back, neck, shoulder and knee pain, sprains and strains, treated where you live and move.',
    features: ['Full evaluation on the first visit', 'Hands-on treatment every session', 'Home program with video guidance'],
    fullDescription: [
      'Your first visit is a full evaluation: how you move, what hurts and when, and what you want to get back to. We turn it into a written plan with clear goals and a realistic timeline.',
      'Sessions combine hands-on treatment, targeted exercise and balance work using your own stairs, chairs and driveway, so what you practice is what you need day to day.',
    ],
  },
  {
    title: 'Occupational Therapy',
    icon: 'daily-living',
    description: 'Regain independence with dressing, cooking, bathing and the everyday tasks that matter most to you.',
    features: ['Daily-living skills training', 'Energy conservation strategies', 'Adaptive equipment advice'],
    fullDescription: [
      'After an illness, a stroke or a fall, ordinary tasks can feel out of reach. We practice them with you in your own kitchen and bathroom, breaking each one into steps you can master.',
      'We work alongside your physician and any speech therapy or home health team you already have, so everyone pulls in the same direction.',
    ],
  },
  {
    title: 'Hand Therapy',
    slug: 'hand-therapy',
    icon: 'hand',
    description: 'Care for fractures, tendon repairs, carpal tunnel, trigger finger and arthritis of the hand and wrist.',
    features: ['Scar and swelling management', 'Grip and fine-motor strengthening', 'Return-to-work task practice'],
    fullDescription: [
      'Hand and wrist injuries affect everything from buttoning a shirt to typing at work. We restore motion, strength and coordination step by step, protecting healing tissue along the way.',
      'Treatment follows your surgeon’s protocol after tendon or fracture repair, with clear home exercises between visits.',
    ],
  },
  {
    title: 'Lymphedema Therapy',
    slug: 'lymphedema-therapy',
    icon: 'drop',
    description: 'Complete decongestive therapy for swelling after cancer treatment, surgery or venous disease.',
    features: ['Manual lymphatic drainage', 'Compression bandaging and garment fitting', 'Self-care training for you and family'],
    fullDescription: [
      'A certified lymphedema therapist treats arm or leg swelling with gentle manual lymphatic drainage, multilayer compression bandaging, skin care and exercise.',
      'As the swelling comes down we measure you for compression garments and teach you and your family the routine that keeps it under control for the long term.',
    ],
  },
  {
    title: 'Post-Surgical Rehabilitation',
    slug: 'post-op-rehab',
    icon: 'recovery',
    description: 'Recover at home after joint replacement, ACL, rotator cuff or spine surgery, without the drive.',
    features: ['Follows your surgeon’s protocol', 'Early visits right after discharge', 'Progress notes shared with your surgeon'],
    fullDescription: [
      'The first weeks after surgery are when rehab matters most and travelling is hardest. We start at home as soon as your surgeon clears you, working on pain, swelling, motion and safe walking.',
      'Each phase builds strength and confidence until you are back to stairs, driving, work and sport.',
    ],
  },
  {
    title: 'Strength & Conditioning',
    icon: 'strength',
    description: 'Build strength, power and endurance after rehab, or train smarter for the sport you love.',
    features: ['Progressive, measurable plans', 'Uses your gym or home equipment', 'Injury-prevention focus'],
    fullDescription: [
      'Finishing rehab is not the same as being ready for your sport. We bridge the gap with progressive strength, power and conditioning work measured against clear targets.',
      'Programs fit the equipment you have, from a set of dumbbells in the garage to your gym, and adapt as you get stronger.',
    ],
  },
  {
    title: 'Dry Needling & Manual Therapy',
    slug: 'dry-needling',
    icon: 'needle',
    description: 'Release tight, painful muscles and stiff joints with dry needling, mobilization and soft-tissue work.',
    features: ['Trigger-point dry needling', 'Joint mobilization and manipulation', 'Soft-tissue and myofascial release'],
    fullDescription: [
      'Dry needling uses thin, sterile needles to release trigger points in tight muscles, easing pain and restoring movement. It is always combined with exercise so the relief lasts.',
      'Manual therapy, from joint mobilization to myofascial release, loosens stiff joints and tissue so you can move freely again.',
    ],
  },
  {
    title: 'Running & Movement Analysis',
    slug: 'running-analysis',
    icon: 'stride',
    description: 'Slow-motion video analysis of your stride or lift to find what is driving pain or holding you back.',
    features: ['Video gait analysis on your own route', 'Cadence and footwear guidance', 'Targeted corrective exercise'],
    fullDescription: [
      'We film you running, squatting or lifting and review it frame by frame with you, looking at how your feet, knees, hips and trunk share the load.',
      'You leave with two or three specific changes to cadence, form or footwear and the exercises that make them stick.',
    ],
  },
  {
    title: 'Home Evaluation',
    icon: 'home',
    description: 'A room-by-room safety check to prevent falls and help you or a loved one live at home with confidence.',
    features: ['Fall-risk and balance screening', 'Grab bar and lighting recommendations', 'Written report with priorities'],
    fullDescription: [
      'An occupational therapist walks through the home with you, watching how you manage entrances, stairs, the bathroom and the kitchen.',
      'You receive a written report with prioritized, practical changes, from grab bars and lighting to furniture layout and equipment, so you know exactly what to do first.',
    ],
  },
];
