/** A slideshow or hero item (spec 000 section 3): image url, alt text, activity label. */
export interface Slide {
  src: string;
  alt: string;
  label: string;
  /** Where the subject is (CSS object-position), kept in view when a narrow screen crops the sides. */
  focus?: string;
}

/** The six activity images; a practice replaces them in web/public/images/activities. */
export const activitySlides: readonly Slide[] = [
  {
    src: '/images/activities/rock-climbing.svg',
    alt: 'A climber on a sea cliff at sunrise',
    label: 'Rock Climbing',
    focus: '73% 50%',
  },
  {
    src: '/images/activities/running.svg',
    alt: 'A runner on the beach at sunrise',
    label: 'Running',
    focus: '40% 50%',
  },
  {
    src: '/images/activities/rehabilitation.svg',
    alt: 'A patient doing step-ups at home while a therapist guards her balance',
    label: 'Rehabilitation',
    focus: '53% 50%',
  },
  {
    src: '/images/activities/therapy.svg',
    alt: 'A therapist stretching a patient’s leg on a treatment table',
    label: 'Therapy',
    focus: '50% 50%',
  },
  {
    src: '/images/activities/training.svg',
    alt: 'A person doing lunges with dumbbells in a park by the lagoon',
    label: 'Training',
    focus: '50% 50%',
  },
  {
    src: '/images/activities/active-living.svg',
    alt: 'Two cyclists on the coastal path by the pier',
    label: 'Active Living',
    focus: '38% 50%',
  },
];

/** Intrinsic size of the activity images (width/height attributes: no layout shift). */
export const slideWidth = 1600;
export const slideHeight = 900;
