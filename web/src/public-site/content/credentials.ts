/** The /about page (spec 000 section 2): experience, mission, values and credentials. */
export const combinedExperience = '22+';

export const mission =
  'To bring expert, one-on-one rehabilitation to homes across Brevard County, so that every patient, from the weekend runner to the grandparent recovering from surgery, gets back to the life they love with care that is personal, evidence-based and convenient.';

export interface AboutPoint {
  title: string;
  text: string;
}

export const values: readonly AboutPoint[] = [
  {
    title: 'Care where you live',
    text: 'We treat you in your home, gym or office, so exercises fit your real stairs, kitchen and routine, and the progress carries over into daily life.',
  },
  {
    title: 'Evidence-based treatment',
    text: 'Every plan starts with a thorough assessment and uses techniques backed by current research, measured against goals you set with us.',
  },
  {
    title: 'Time that is yours',
    text: 'Every visit is one-on-one with a licensed therapist for the whole session: no double-booking, no aides, no waiting room.',
  },
];

export const credentials: readonly AboutPoint[] = [
  {
    title: 'State Licensed',
    text: 'Licensed in physical therapy and occupational therapy by the State of Florida, with current CPR certification.',
  },
  {
    title: 'Nationally Certified',
    text: 'Board-certified orthopaedic specialist, NBCOT-registered occupational therapist and Certified Lymphedema Therapist.',
  },
  {
    title: 'Continuing Education',
    text: 'Advanced courses every year in dry needling, manual therapy, hand therapy and lymphedema care, beyond what Florida requires.',
  },
];
