import type { ServiceSlug } from '@pt/contracts';

/** The /testimonials page (spec 000 sections 1-3): headline stats, nine reviews, success stories. */
export interface Testimonial {
  name: string;
  /** Where the patient lives: the home page's stories show it. */
  location: string;
  condition: string;
  review: string;
  /** 1-5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** The catalogue's service the patient had. */
  service: ServiceSlug;
  duration: string;
  outcome: string;
}

export interface SuccessStory {
  title: string;
  story: string;
  result: string;
}

export const testimonialStats = [
  { value: '500+', label: 'Patients served' },
  { value: '95%', label: 'Satisfaction' },
  { value: '4.9/5', label: 'Average rating' },
  { value: '92%', label: 'Goal achievement' },
] as const;

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Linda M.',
    location: 'Viera',
    condition: 'Total knee replacement',
    review:
      'I was dreading the drive to therapy with a brand-new knee. My therapist came to my house three days after I got home, explained every exercise and pushed me just enough. By week ten I was walking the dog around the whole neighborhood again.',
    rating: 5,
    service: 'post-op-rehab',
    duration: '10 weeks',
    outcome: 'Walking two miles a day without a cane',
  },
  {
    name: 'Marcus T.',
    location: 'Melbourne Beach',
    condition: 'IT band syndrome',
    review:
      'Two doctors told me to rest. The video analysis showed my hip dropping and my stride far too long. A cadence change, a few cues and a strength routine later, I ran my half marathon without any knee pain.',
    rating: 5,
    service: 'running-analysis',
    duration: '6 weeks',
    outcome: 'Finished a half marathon pain-free',
  },
  {
    name: 'Patricia R.',
    location: 'Satellite Beach',
    condition: 'Breast cancer-related lymphedema',
    review:
      'After surgery and radiation my arm was so swollen I could not wear my rings. My therapist was gentle and patient, and taught my husband how to help with the wrapping. I am back in my garden, and I know how to keep the swelling down.',
    rating: 5,
    service: 'lymphedema-therapy',
    duration: '12 weeks',
    outcome: 'Arm volume down by a third, fitted for a compression sleeve',
  },
  {
    name: 'David K.',
    location: 'Melbourne',
    condition: 'Chronic low back pain',
    review:
      'Years of back pain had me skipping golf and sleeping in a recliner. Hands-on treatment loosened what had been locked up for a decade, and the home exercises kept it that way. I wish I had called sooner.',
    rating: 5,
    service: 'manual-therapy',
    duration: '6 weeks',
    outcome: 'Back to 18 holes three times a week',
  },
  {
    name: 'Sandra L.',
    location: 'Viera',
    condition: 'Carpal tunnel syndrome',
    review:
      'Numb fingers were waking me up every night and I was struggling to type at work. Splinting advice, nerve-gliding exercises and a few changes to my desk made a difference within weeks.',
    rating: 5,
    service: 'hand-therapy',
    duration: '8 weeks',
    outcome: 'Full workdays at the keyboard, sleeping through the night',
  },
  {
    name: 'Karen B.',
    location: 'Indialantic',
    condition: 'Neck pain and tension headaches',
    review:
      'I was getting headaches almost every afternoon. Dry needling felt strange the first time, but the relief was immediate, and the posture work means they have not come back.',
    rating: 5,
    service: 'dry-needling',
    duration: '4 weeks',
    outcome: 'Headaches from daily to rare',
  },
  {
    name: 'Emily S.',
    location: 'Cocoa Beach',
    condition: 'Severe ankle sprain',
    review:
      'I rolled my ankle badly playing beach volleyball. The rehab plan had clear steps, and every visit we tested my balance and hopping so I knew exactly when I was ready to play again.',
    rating: 5,
    service: 'injury-rehabilitation',
    duration: '5 weeks',
    outcome: 'Back on the court at full speed',
  },
  {
    name: 'Robert H.',
    location: 'Indialantic',
    condition: 'Poor balance and repeated falls',
    review:
      'After two falls my kids wanted me to move out of my house. The movement assessment found exactly what was weak, and the exercises were ones I could do in my own kitchen. I feel steady on my feet again.',
    rating: 5,
    service: 'movement-analysis',
    duration: '8 weeks',
    outcome: 'Moved from high to low fall risk, no falls since',
  },
  {
    name: 'James W.',
    location: 'Melbourne',
    condition: 'Rotator cuff repair',
    review:
      'Having therapy at home in the first weeks after shoulder surgery was a lifesaver. Everything followed my surgeon\'s protocol, and both of them kept in touch about my progress.',
    rating: 5,
    service: 'post-op-rehab',
    duration: '14 weeks',
    outcome: 'Full overhead reach, paddleboarding again',
  },
];

/** The home page's three patient stories: the same patients, words and weeks as on /testimonials. */
export const homeStories: readonly Testimonial[] = testimonials.slice(0, 3);

export const successStories: readonly SuccessStory[] = [
  {
    title: 'Home safely after a hip replacement',
    story:
      'An 82-year-old patient in Melbourne Beach came home after hip surgery to a two-story house. A home safety evaluation, a few grab bars and eight weeks of therapy in that house restored independent walking and stair climbing.',
    result: 'Living independently at home',
  },
  {
    title: 'From mile two to the finish line',
    story:
      'A Viera teacher with recurring knee pain had to stop every run at mile two. A running analysis, a cadence change and a strength plan took her through a full training block without a single missed week.',
    result: 'First half marathon completed',
  },
  {
    title: 'Swelling under control',
    story:
      'After breast cancer treatment, a patient with arm lymphedema received complete decongestive therapy at home and learned a daily self-care routine she still follows with her family.',
    result: 'Arm volume stable for over a year',
  },
];
