import { describe, expect, it } from 'vitest';
import type { Exercise } from '@pt/contracts';
import { durationNotice, emptyExerciseForm, exerciseFormResolver, sameNamedExercise, sameNameNotice, exerciseToForm, formToExercise, typedDuration } from './exercise-form';
import { filterLibrary } from './library-filter';

const resolve = (values: typeof emptyExerciseForm) =>
  exerciseFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the exercise form', () => {
  it('sends list fields split at commas, trimmed, without empty entries', () => {
    const sent = formToExercise({ ...emptyExerciseForm, targetAreas: ' knee , hip,, ,ankle ', equipmentNeeded: '', conditionTags: 'knee replacement' });
    expect(sent.targetAreas).toEqual(['knee', 'hip', 'ankle']);
    expect(sent.equipmentNeeded).toEqual([]);
    expect(sent.conditionTags).toEqual(['knee replacement']);
  });

  it('reads the typed duration: a number as typed (with or without "min"), what is not a number 0 as the spec says', () => {
    expect(typedDuration('12')).toBe(12);
    expect(typedDuration(' 7 min')).toBe(7);
    expect(typedDuration('10 minutes')).toBe(10);
    expect(typedDuration('12.9')).toBe(12.9);
    expect(typedDuration('2,5')).toBe(2.5);
    expect(typedDuration('-3')).toBe(-3);
    expect(typedDuration('ten')).toBe(0);
    expect(typedDuration('abc')).toBe(0);
    expect(typedDuration('')).toBe(0);
  });

  it('warns under the duration while the typed text is not a number, since it will be saved as 0', () => {
    expect(durationNotice('abc')).toBe('"abc" is not a number of minutes: the exercise will be saved with a duration of 0 min.');
    expect(durationNotice('10 or so')).toMatch(/saved with a duration of 0 min/);
    for (const typed of ['', '  ', '10', '10 min', '2.5', '-3']) expect(durationNotice(typed)).toBeUndefined();
  });

  it('shows the duration error, and sends nothing, for what is not a whole number of minutes in range', async () => {
    const valid = { ...emptyExerciseForm, name: 'Wall Push-ups', description: 'Push.', instructions: 'Lean and push.', category: 'strength' as const };
    for (const [typed, message] of [
      ['2.5', 'Duration must be a whole number of minutes'],
      ['12.9 min', 'Duration must be a whole number of minutes'],
      ['-3', 'Duration cannot be negative'],
      ['300', 'Duration must be at most 240 minutes'],
    ] as const) {
      const { values, errors } = await resolve({ ...valid, duration: typed });
      expect(Object.keys(errors), typed).toEqual(['duration']);
      expect(errors.duration?.message, typed).toBe(message);
      expect(values).toEqual({});
    }
    expect((await resolve({ ...valid, duration: '10 min' })).values).toMatchObject({ duration: 10 });
  });

  it('shows an exercise with its lists joined, and sends it back unchanged', () => {
    const exercise = {
      name: 'Heel Slides', description: 'Bend the knee.', instructions: 'Slide the heel.', category: 'flexibility', difficulty: 'beginner', duration: 5,
      repetitions: '10', targetAreas: ['knee', 'hip'], equipmentNeeded: [], precautions: '', conditionTags: ['knee replacement'], contraindications: [],
      therapeuticBenefits: ['range of motion'], imageUrl: 'https://example.com/heel.png', videoUrl: '',
    } as const;
    const form = exerciseToForm({ ...exercise, targetAreas: [...exercise.targetAreas], equipmentNeeded: [], conditionTags: [...exercise.conditionTags], contraindications: [], therapeuticBenefits: [...exercise.therapeuticBenefits] });
    expect(form.targetAreas).toBe('knee, hip');
    expect(form.duration).toBe('5');
    expect(formToExercise(form)).toEqual(exercise);
  });

  it('requires name, description and instructions with the spec messages, and a category from the list', async () => {
    const { errors } = await resolve({ ...emptyExerciseForm, name: '  ' });
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      instructions: 'Instructions are required',
      category: 'Please choose a category',
    });
  });

  it('answers the values the server accepts', async () => {
    const { values, errors } = await resolve({ ...emptyExerciseForm, name: 'Wall Push-ups', description: 'Push.', instructions: 'Lean and push.', category: 'strength', duration: 'x' });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ name: 'Wall Push-ups', category: 'strength', difficulty: 'beginner', duration: 0, targetAreas: [] });
  });
});

describe('a name already in the library', () => {
  const library = [
    { id: 'a', name: 'Heel Slides', category: 'flexibility', isActive: true },
    { id: 'b', name: 'Old  Stretch', category: 'flexibility', isActive: false },
  ] as Exercise[];

  it('is found trimmed, with inner spaces as one and case ignored, but not the exercise being edited nor a retired one', () => {
    expect(sameNamedExercise(library, '  heel   SLIDES ')?.id).toBe('a');
    expect(sameNamedExercise(library, 'Heel Slides', 'a')).toBeUndefined();
    expect(sameNamedExercise(library, 'Old Stretch')).toBeUndefined();
    expect(sameNamedExercise(library, 'Heel Slide')).toBeUndefined();
    expect(sameNamedExercise(library, '  ')).toBeUndefined();
  });

  it('is a warning under the name (spec 001 does not make names unique, so the form still saves)', async () => {
    expect(sameNameNotice(library[0])).toBe('An exercise named "Heel Slides" is already in the library (Flexibility). Saving this one makes two with the same name.');
    expect(sameNameNotice(undefined)).toBeUndefined();
    const { errors } = await resolve({ ...emptyExerciseForm, name: 'Heel Slides', description: 'Bend.', instructions: 'Slide.', category: 'flexibility' });
    expect(errors).toEqual({});
  });
});

describe('filtering the library', () => {
  const exercise = (name: string, category: Exercise['category'], extra: Partial<Exercise> = {}) =>
    ({ id: name, name, category, description: '', targetAreas: [], conditionTags: [], ...extra }) as Exercise;
  const library = [
    exercise('Ankle Pumps', 'circulation', { conditionTags: ['Lymphedema'] }),
    exercise('Heel Slides', 'flexibility', { targetAreas: ['knee'] }),
    exercise('Sit to Stand', 'strength', { description: 'Rise from a chair' }),
  ];

  it('by category and by words of the name, description, target areas or conditions, ignoring case', () => {
    expect(filterLibrary(library, 'all', '').map((e) => e.name)).toEqual(['Ankle Pumps', 'Heel Slides', 'Sit to Stand']);
    expect(filterLibrary(library, 'strength', '').map((e) => e.name)).toEqual(['Sit to Stand']);
    expect(filterLibrary(library, 'all', 'KNEE').map((e) => e.name)).toEqual(['Heel Slides']);
    expect(filterLibrary(library, 'all', 'lymph').map((e) => e.name)).toEqual(['Ankle Pumps']);
    expect(filterLibrary(library, 'all', 'chair rise').map((e) => e.name)).toEqual(['Sit to Stand']);
    expect(filterLibrary(library, 'flexibility', 'chair')).toEqual([]);
  });
});
