import type { IntakeFormInput, IntakeStepId } from '@pt/contracts';

export type StepId = IntakeStepId | 'review';

/** The steps of the form, in order; the last one shows the answers to check before sending. */
export const intakeSteps: readonly { id: StepId; title: string; intro: string; required?: true }[] = [
  { id: 'about', title: 'About you', intro: 'How we reach you and plan your home visit.', required: true },
  { id: 'history', title: 'Health history', intro: 'Conditions, surgeries, medicines and tests. Tick all that apply.' },
  { id: 'symptoms', title: 'Symptoms', intro: 'What you feel, since when, and how much it hurts.', required: true },
  { id: 'bodyChart', title: 'Body chart', intro: 'Mark where you feel it, and what you feel there.' },
  { id: 'goals', title: 'Goals', intro: 'What is hard for you now, and what you want to get back to.' },
  { id: 'review', title: 'Check and send', intro: 'Check your answers. You can change any of them before sending.' },
];
export const lastStep = intakeSteps.length - 1;

/** The form's values while it is filled in: choices may be empty and the pain numbers not chosen yet. */
export type IntakeValues = Omit<IntakeFormInput, 'painBest' | 'painWorst' | 'painCurrent' | 'visitDate'> & {
  painBest?: number;
  painWorst?: number;
  painCurrent?: number;
  visitDate: string;
};

export const emptyIntake: IntakeValues = {
  fullName: '',
  patientEmail: '',
  patientPhone: '',
  dateOfBirth: '',
  gender: '',
  pregnant: '',
  address: '',
  emergencyContact: '',
  emergencyPhone: '',
  primaryPhysician: '',
  visitDate: '',
  medicalHistory: [],
  cancerType: '',
  arthritisType: '',
  otherCondition: '',
  surgeries: '',
  medications: '',
  allergies: '',
  imaging: [],
  imagingOther: '',
  imagingResults: '',
  previousTherapy: '',
  primaryDiagnosis: '',
  onsetTime: '',
  onsetOther: '',
  onsetActivity: '',
  provokingFactors: [],
  provokingOther: '',
  symptomDescription: [],
  symptomOther: '',
  symptomLocation: '',
  radiating: '',
  radiatingWhere: '',
  symptomTiming: [],
  timingOther: '',
  symptomNotes: '',
  anatomyData: {},
  limitations: '',
  goals: '',
  activities: '',
  additionalNotes: '',
};
