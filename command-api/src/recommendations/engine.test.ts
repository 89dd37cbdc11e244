import { describe, expect, it } from 'vitest';
import { seedLibrary } from '../exercises/seed-library';
import { maxProposals, recommendExercises, scoreExercise, usefulScore, type LibraryExercise, type PatientPicture } from './engine';

/** The seeded library as the read model holds it (ids are the slugs here). */
const library: LibraryExercise[] = seedLibrary.map((e) => ({
  id: e.slug,
  name: e.name,
  category: e.category,
  description: e.description,
  duration: Number(e.duration ?? 0),
  repetitions: e.repetitions ?? '',
  difficulty: e.difficulty ?? 'beginner',
  targetAreas: e.targetAreas ?? [],
  conditionTags: e.conditionTags ?? [],
  contraindications: e.contraindications ?? [],
  therapeuticBenefits: e.therapeuticBenefits ?? [],
  isActive: true,
}));
const byName = (name: string) => library.find((e) => e.name === name)!;
const knee: PatientPicture = { primaryCondition: 'Knee pain', currentConditions: ['Osteoarthritis of the knee'], medicalHistory: '', painLevel: 6 };
const none = new Set<string>();
const recommend = (patient: PatientPicture, inProgram = none, alreadyRecommended = none) => recommendExercises({ patient, library, inProgram, alreadyRecommended });

describe('the recommendation engine', () => {
  it('proposes the exercises for the patient\'s conditions, best first, with what matched', () => {
    const proposals = recommend(knee);
    expect(proposals.length).toBeGreaterThan(0);
    expect(proposals.length).toBeLessThanOrEqual(maxProposals);
    expect(proposals[0]).toMatchObject({
      exercise: { name: 'Seated Knee Extension (Long Arc Quad)', category: 'strength', difficulty: 'beginner', repetitions: '2 sets of 10 each leg' },
      reasoning: 'Targets knee pain and osteoarthritis of the knee; gentle beginner difficulty suits a pain level of 6/10.',
      basedOnConditions: ['Knee pain', 'Osteoarthritis of the knee'],
    });
    const scores = proposals.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const p of proposals) {
      expect(p.score).toBeGreaterThanOrEqual(usefulScore);
      expect(p.score).toBeLessThanOrEqual(100);
      expect(p.basedOnConditions.length).toBeGreaterThan(0);
    }
  });

  it('weighs difficulty against the latest pain level', () => {
    const wallSit = byName('Wall Sit');
    expect(scoreExercise(wallSit, { ...knee, painLevel: 8 })!.score).toBeLessThan(usefulScore);
    expect(scoreExercise(wallSit, { ...knee, painLevel: 1 })!.score).toBeGreaterThan(scoreExercise(wallSit, { ...knee, painLevel: 8 })!.score);
    expect(scoreExercise(byName('Quad Sets'), { ...knee, painLevel: null })!.reasoning).toMatch(/no pain level recorded yet/);
  });

  it('says where the pain level it weighs was reported, and on which day', () => {
    const fromCompletion = scoreExercise(byName('Quad Sets'), { ...knee, painLevel: 2, painReported: { from: 'completion', day: '2026-11-20' } })!;
    expect(fromCompletion.reasoning).toMatch(/suits a low pain level of 2\/10 \(reported with a completed exercise on Nov 20, 2026\)\.$/);
    const measured = scoreExercise(byName('Quad Sets'), { ...knee, painLevel: 6, painReported: { from: 'measurement', day: '2026-03-05' } })!;
    expect(measured.reasoning).toMatch(/suits a pain level of 6\/10 \(recorded in Progress on Mar 5, 2026\)\.$/);
  });

  it('leaves out what the program has, what is still recommended, and what is retired', () => {
    const first = recommend(knee)[0]!;
    expect(recommend(knee, new Set([first.exerciseId])).map((p) => p.exerciseId)).not.toContain(first.exerciseId);
    expect(recommend(knee, none, new Set([first.exerciseId])).map((p) => p.exerciseId)).not.toContain(first.exerciseId);
    expect(recommendExercises({ patient: knee, library: library.map((e) => ({ ...e, isActive: false })), inProgram: none, alreadyRecommended: none })).toEqual([]);
  });

  it('never proposes an exercise the patient\'s condition rules out', () => {
    const hip: PatientPicture = { primaryCondition: 'Hip replacement', currentConditions: ['hip pain'], medicalHistory: '', painLevel: 3 };
    expect(scoreExercise(byName('Clamshells'), hip)).toBeNull();
    expect(recommend(hip).map((p) => p.exercise.name)).not.toContain('Clamshells');
  });

  it('reads other names of the same condition, and the medical history', () => {
    const back = scoreExercise(byName('Bridges'), { primaryCondition: '', currentConditions: ['Lower back pain'], medicalHistory: '', painLevel: 2 })!;
    expect(back.reasoning).toMatch(/^Targets low back pain; beginner difficulty suits a low pain level of 2\/10\.$/);
    const history = scoreExercise(byName('Quad Sets'), { primaryCondition: '', currentConditions: [], medicalHistory: 'Had a TKR last spring', painLevel: null })!;
    expect(history).toMatchObject({ basedOnConditions: ['knee replacement'] });
    expect(history.reasoning).toMatch(/medical history \(knee replacement\)/);
  });

  it('proposes nothing to a patient with nothing recorded', () => {
    expect(recommend({ primaryCondition: '', currentConditions: [], medicalHistory: '', painLevel: 4 })).toEqual([]);
  });
});
