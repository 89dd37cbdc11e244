import { describe, expect, it } from 'vitest';
import { bodyAreas, markedAreas } from './body-areas';
import { addDays, latestDayOnEarth } from './calendar';
import { intakeAnswerText, intakeFieldLabels } from './intake-choices';
import { intakeCommandSchema, intakeFormSchema, intakeStepFields, intakeStepSchemas } from './intake';

const minimal = { fullName: 'Nora Whitfield', patientEmail: 'Nora@Example.com ', dateOfBirth: '1956-04-12', painBest: 2, painWorst: 7, painCurrent: 4 };

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the intake form', () => {
  it('needs a full name, an e-mail, a date of birth and the three pain numbers, with clear messages', () => {
    expect(errorsOf(intakeFormSchema.safeParse({}))).toEqual({
      fullName: 'Full name is required',
      patientEmail: 'Please enter a valid email address',
      dateOfBirth: 'Date of birth is required',
      painBest: 'Please choose your pain at its best from 0 to 10',
      painWorst: 'Please choose your pain at its worst from 0 to 10',
      painCurrent: 'Please choose your pain right now from 0 to 10',
    });
  });

  it('fills every other field with its empty value and normalises the e-mail', () => {
    const form = intakeFormSchema.parse(minimal);
    expect(form).toMatchObject({ patientEmail: 'nora@example.com', patientPhone: '', visitDate: null, medicalHistory: [], anatomyData: {}, goals: '' });
    expect(Object.keys(form).sort()).toEqual(Object.values(intakeStepFields).flat().sort());
  });

  it('refuses a birth date in the future or before 1900, and pain outside 0-10 or not whole', () => {
    const tomorrow = addDays(latestDayOnEarth(), 1);
    expect(errorsOf(intakeFormSchema.safeParse({ ...minimal, dateOfBirth: tomorrow }))).toEqual({ dateOfBirth: 'Date of birth cannot be in the future' });
    expect(errorsOf(intakeFormSchema.safeParse({ ...minimal, dateOfBirth: '1899-12-31' }))).toEqual({ dateOfBirth: 'Date of birth cannot be before 1900-01-01' });
    expect(errorsOf(intakeFormSchema.safeParse({ ...minimal, dateOfBirth: '1956-02-30' }))).toEqual({ dateOfBirth: 'Please enter a valid date' });
    expect(errorsOf(intakeFormSchema.safeParse({ ...minimal, painWorst: 11, painCurrent: 2.5 }))).toEqual({
      painWorst: 'Please choose your pain at its worst from 0 to 10',
      painCurrent: 'Please choose your pain right now from 0 to 10',
    });
  });

  it('says when the best pain is higher than the worst', () => {
    expect(errorsOf(intakeStepSchemas.symptoms.safeParse({ painBest: 8, painWorst: 3, painCurrent: 5 }))).toEqual({
      painBest: 'Your pain at its best cannot be higher than at its worst',
    });
  });

  it('keeps only choices from its lists, each once', () => {
    const form = intakeFormSchema.parse({ ...minimal, medicalHistory: ['diabetes', 'diabetes', 'stroke'], imaging: ['mri'] });
    expect(form.medicalHistory).toEqual(['diabetes', 'stroke']);
    expect(errorsOf(intakeFormSchema.safeParse({ ...minimal, medicalHistory: ['flu'], gender: 'robot', onsetTime: 'yesterday' }))).toEqual({
      'medicalHistory.0': 'Please choose conditions from the list',
      gender: 'Please choose from the list',
      onsetTime: 'Please choose when it started from the list',
    });
  });

  it('keeps a follow-up answer only when its question applies', () => {
    const form = intakeFormSchema.parse({
      ...minimal,
      medicalHistory: ['cancer'],
      cancerType: 'Breast, 2019',
      arthritisType: 'gout',
      otherCondition: 'Typed, then unticked',
      radiating: 'no',
      radiatingWhere: 'Down the leg',
      onsetTime: 'other',
      onsetOther: 'After the hurricane clean-up',
    });
    expect(form).toMatchObject({ cancerType: 'Breast, 2019', arthritisType: '', otherCondition: '', radiatingWhere: '', onsetOther: 'After the hurricane clean-up' });
  });

  it('takes body chart marks of named areas with one of four kinds', () => {
    const form = intakeFormSchema.parse({ ...minimal, anatomyData: { 'front-right-knee': 'pain', 'back-lower-back': 'stiffness' } });
    expect(markedAreas(form.anatomyData).map(({ area, kind }) => `${area.name}: ${kind}`)).toEqual(['Right knee (front): pain', 'Lower back: stiffness']);
    const bad = errorsOf(intakeFormSchema.safeParse({ ...minimal, anatomyData: { 'front-tail': 'pain', 'front-left-knee': 'itching' } }));
    expect(Object.keys(bad).every((field) => field.startsWith('anatomyData'))).toBe(true);
    expect(Object.keys(bad)).toHaveLength(2);
  });

  it('as a command carries the client id beside the form', () => {
    const id = '0b0c7a52-5d8e-4c36-9a35-3c1f4f1b9d10';
    expect(intakeCommandSchema.parse({ ...minimal, id })).toMatchObject({ id, form: { fullName: 'Nora Whitfield' } });
    expect(errorsOf(intakeCommandSchema.safeParse({ ...minimal, id: 'intake-1' }))).toEqual({ id: 'The id must be a uuid' });
  });
});

describe('the body chart', () => {
  it('names every area once, on a front and a back view, in left and right pairs', () => {
    expect(new Set(bodyAreas.map((a) => a.id)).size).toBe(bodyAreas.length);
    expect(new Set(bodyAreas.map((a) => a.name)).size).toBe(bodyAreas.length);
    for (const area of bodyAreas.filter((a) => a.side !== 'centre')) {
      const other = area.id.replace(area.side, area.side === 'right' ? 'left' : 'right');
      expect(bodyAreas.some((a) => a.id === other), other).toBe(true);
    }
    expect(bodyAreas.filter((a) => a.view === 'front').length).toBeGreaterThan(20);
    expect(bodyAreas.filter((a) => a.view === 'back').length).toBeGreaterThan(20);
  });
});

describe('answers in words', () => {
  it('names every field of the form, and shows choices, lists, pain and days as people read them', () => {
    expect(Object.keys(intakeFieldLabels).sort()).toEqual(Object.values(intakeStepFields).flat().sort());
    expect(intakeAnswerText('medicalHistory', ['high-blood-pressure', 'falls'])).toBe('High blood pressure, A fall in the last year');
    expect(intakeAnswerText('onsetTime', '2-6-weeks')).toBe('2 to 6 weeks ago');
    expect(intakeAnswerText('painWorst', 7)).toBe('7/10');
    expect(intakeAnswerText('painBest', 0)).toBe('0/10');
    expect(intakeAnswerText('dateOfBirth', '1956-04-02')).toBe('April 2, 1956');
    expect(intakeAnswerText('visitDate', null)).toBe('');
    expect(intakeAnswerText('gender', 'an-old-choice')).toBe('an-old-choice');
    expect(intakeAnswerText('goals', 'Walk the beach')).toBe('Walk the beach');
  });
});
