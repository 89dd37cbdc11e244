/** The choices of the intake form, each with the label patients and staff read. */

type Labels<T extends readonly string[]> = Record<T[number], string>;
const options = <T extends readonly string[]>(values: T, labels: Labels<T>) => values.map((value) => ({ value, label: labels[value as T[number]] }));

export const genders = ['female', 'male', 'non-binary', 'prefer-not-to-say'] as const;
export const genderLabels: Labels<typeof genders> = { female: 'Female', male: 'Male', 'non-binary': 'Non-binary', 'prefer-not-to-say': 'Prefer not to say' };

export const pregnancyAnswers = ['no', 'yes', 'not-sure', 'not-applicable'] as const;
export const pregnancyLabels: Labels<typeof pregnancyAnswers> = { no: 'No', yes: 'Yes', 'not-sure': 'Not sure', 'not-applicable': 'Not applicable' };

export const medicalConditions = [
  'high-blood-pressure',
  'heart-disease',
  'diabetes',
  'cancer',
  'arthritis',
  'osteoporosis',
  'stroke',
  'lung-disease',
  'neurological',
  'lymphedema',
  'blood-clots',
  'implanted-device',
  'kidney-disease',
  'depression-anxiety',
  'falls',
  'other',
] as const;
export const medicalConditionLabels: Labels<typeof medicalConditions> = {
  'high-blood-pressure': 'High blood pressure',
  'heart-disease': 'Heart disease',
  diabetes: 'Diabetes',
  cancer: 'Cancer',
  arthritis: 'Arthritis',
  osteoporosis: 'Osteoporosis',
  stroke: 'Stroke',
  'lung-disease': 'Lung disease or asthma',
  neurological: "Neurological condition (such as Parkinson's or MS)",
  lymphedema: 'Lymphedema or swelling',
  'blood-clots': 'Blood clots',
  'implanted-device': 'Pacemaker or other implanted device',
  'kidney-disease': 'Kidney disease',
  'depression-anxiety': 'Depression or anxiety',
  falls: 'A fall in the last year',
  other: 'Other',
};

export const arthritisTypes = ['osteoarthritis', 'rheumatoid', 'psoriatic', 'gout', 'not-sure'] as const;
export const arthritisTypeLabels: Labels<typeof arthritisTypes> = {
  osteoarthritis: 'Osteoarthritis',
  rheumatoid: 'Rheumatoid arthritis',
  psoriatic: 'Psoriatic arthritis',
  gout: 'Gout',
  'not-sure': 'Not sure',
};

export const imagingKinds = ['x-ray', 'mri', 'ct', 'ultrasound', 'bone-scan', 'other'] as const;
export const imagingLabels: Labels<typeof imagingKinds> = { 'x-ray': 'X-ray', mri: 'MRI', ct: 'CT scan', ultrasound: 'Ultrasound', 'bone-scan': 'Bone scan', other: 'Other' };

export const onsetTimes = ['under-2-weeks', '2-6-weeks', '6-weeks-3-months', '3-12-months', 'over-a-year', 'other'] as const;
export const onsetTimeLabels: Labels<typeof onsetTimes> = {
  'under-2-weeks': 'Less than 2 weeks ago',
  '2-6-weeks': '2 to 6 weeks ago',
  '6-weeks-3-months': '6 weeks to 3 months ago',
  '3-12-months': '3 to 12 months ago',
  'over-a-year': 'More than a year ago',
  other: 'Other',
};

export const provokingFactors = ['sitting', 'standing', 'walking', 'stairs', 'bending', 'lifting', 'reaching', 'lying-down', 'getting-up', 'driving', 'other'] as const;
export const provokingFactorLabels: Labels<typeof provokingFactors> = {
  sitting: 'Sitting',
  standing: 'Standing',
  walking: 'Walking',
  stairs: 'Climbing stairs',
  bending: 'Bending',
  lifting: 'Lifting',
  reaching: 'Reaching overhead',
  'lying-down': 'Lying down or sleeping',
  'getting-up': 'Getting up from a chair',
  driving: 'Driving',
  other: 'Other',
};

export const symptomDescriptions = ['sharp', 'dull', 'aching', 'burning', 'throbbing', 'shooting', 'numbness', 'tingling', 'stiffness', 'weakness', 'other'] as const;
export const symptomDescriptionLabels: Labels<typeof symptomDescriptions> = {
  sharp: 'Sharp',
  dull: 'Dull',
  aching: 'Aching',
  burning: 'Burning',
  throbbing: 'Throbbing',
  shooting: 'Shooting',
  numbness: 'Numbness',
  tingling: 'Tingling',
  stiffness: 'Stiffness',
  weakness: 'Weakness',
  other: 'Other',
};

export const symptomTimings = ['constant', 'comes-and-goes', 'mornings', 'evenings', 'nights', 'with-activity', 'better-with-rest', 'other'] as const;
export const symptomTimingLabels: Labels<typeof symptomTimings> = {
  constant: 'Constant',
  'comes-and-goes': 'Comes and goes',
  mornings: 'Worse in the morning',
  evenings: 'Worse in the evening',
  nights: 'Wakes me at night',
  'with-activity': 'Worse with activity',
  'better-with-rest': 'Better with rest',
  other: 'Other',
};

export const radiatingAnswers = ['no', 'yes'] as const;
export const radiatingLabels: Labels<typeof radiatingAnswers> = { no: 'No', yes: 'Yes' };

export const intakeChoices = {
  gender: options(genders, genderLabels),
  pregnant: options(pregnancyAnswers, pregnancyLabels),
  medicalHistory: options(medicalConditions, medicalConditionLabels),
  arthritisType: options(arthritisTypes, arthritisTypeLabels),
  imaging: options(imagingKinds, imagingLabels),
  onsetTime: options(onsetTimes, onsetTimeLabels),
  provokingFactors: options(provokingFactors, provokingFactorLabels),
  symptomDescription: options(symptomDescriptions, symptomDescriptionLabels),
  symptomTiming: options(symptomTimings, symptomTimingLabels),
  radiating: options(radiatingAnswers, radiatingLabels),
} as const;

/** The label of a stored choice; a value no longer offered shows as it was stored. */
export function choiceLabel(field: keyof typeof intakeChoices, value: string): string {
  return intakeChoices[field].find((o) => o.value === value)?.label ?? value;
}

/** Each answer's name as the summary before sending and the staff's detail view show it. */
export const intakeFieldLabels = {
  fullName: 'Full Name',
  patientEmail: 'Email',
  patientPhone: 'Phone',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  pregnant: 'Pregnant',
  address: 'Home Address',
  emergencyContact: 'Emergency Contact',
  emergencyPhone: 'Emergency Phone',
  primaryPhysician: 'Primary Physician',
  visitDate: 'First Visit Date',
  medicalHistory: 'Conditions',
  cancerType: 'Type of Cancer',
  arthritisType: 'Type of Arthritis',
  otherCondition: 'Other Condition',
  surgeries: 'Surgeries',
  medications: 'Current Medications',
  allergies: 'Allergies',
  imaging: 'Imaging',
  imagingOther: 'Other Imaging',
  imagingResults: 'Imaging Results',
  previousTherapy: 'Previous Therapy',
  primaryDiagnosis: 'Diagnosis',
  onsetTime: 'Started',
  onsetOther: 'Started (Other)',
  onsetActivity: 'How It Started',
  provokingFactors: 'Made Worse By',
  provokingOther: 'Also Made Worse By',
  symptomDescription: 'How It Feels',
  symptomOther: 'Also Feels',
  symptomLocation: 'Where It Is Felt',
  radiating: 'Travels to Another Area',
  radiatingWhere: 'Travels To',
  symptomTiming: 'When',
  timingOther: 'Also When',
  painBest: 'Pain at Its Best',
  painWorst: 'Pain at Its Worst',
  painCurrent: 'Pain Right Now',
  symptomNotes: 'Pain Description',
  anatomyData: 'Body Chart',
  limitations: 'Limitations',
  goals: 'Goals',
  activities: 'Activities to Return To',
  additionalNotes: 'Additional Notes',
} as const;
export type IntakeField = keyof typeof intakeFieldLabels;

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** 1956-04-12 → April 12, 1956 (a day, not a time: no time zone can shift it). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match && months[Number(match[2]) - 1];
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : day;
}

const choiceFields: Partial<Record<IntakeField, keyof typeof intakeChoices>> = {
  gender: 'gender',
  pregnant: 'pregnant',
  arthritisType: 'arthritisType',
  onsetTime: 'onsetTime',
  radiating: 'radiating',
  medicalHistory: 'medicalHistory',
  imaging: 'imaging',
  provokingFactors: 'provokingFactors',
  symptomDescription: 'symptomDescription',
  symptomTiming: 'symptomTiming',
};

/** An answer in words ('' when not answered); the body chart has its own view. */
export function intakeAnswerText(field: IntakeField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const choices = choiceFields[field];
  if (Array.isArray(value)) return value.map((v) => (choices ? choiceLabel(choices, String(v)) : String(v))).join(', ');
  if (typeof value === 'number') return field.startsWith('pain') ? `${value}/10` : String(value);
  if (typeof value !== 'string') return '';
  if (choices) return choiceLabel(choices, value);
  return field === 'dateOfBirth' || field === 'visitDate' ? formatDay(value) : value;
}
