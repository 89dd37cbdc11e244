import { describe, expect, it } from 'vitest';
import { exerciseSchema, type Exercise } from '@pt/contracts';
import { projectionSpec } from '@pt/contracts/core';
import { exercisesProjection } from './exercises';

const fields = exerciseSchema.parse({ name: 'Heel Slides', description: 'Knee bend.', instructions: 'Slide your heel.', category: 'flexibility', targetAreas: ['knee'] });
const created = { type: 'ExerciseCreated' as const, stream: 'exercise-e1', data: fields, metadata: { at: '2026-11-02T14:00:00.000Z' } };
const updated = { type: 'ExerciseUpdated' as const, stream: 'exercise-e1', data: { ...fields, duration: 8 }, metadata: { at: '2026-11-03T09:00:00.000Z' } };
const retired = { type: 'ExerciseRetired' as const, stream: 'exercise-e1', data: {}, metadata: { at: '2026-11-04T10:00:00.000Z' } };

const library = projectionSpec<Exercise>(exercisesProjection);

describe('the exercise library read model', () => {
  it('makes a created exercise an active document named by its stream id', () => {
    expect(library.given([created]).get('e1')).toEqual({
      id: 'e1', ...fields, isActive: true, createdAt: '2026-11-02T14:00:00.000Z', updatedAt: '2026-11-02T14:00:00.000Z', revision: 0, position: '1',
    });
  });

  it('takes an edit, keeping when it was created', () => {
    expect(library.given([created, updated]).get('e1')).toMatchObject({ duration: 8, createdAt: '2026-11-02T14:00:00.000Z', updatedAt: '2026-11-03T09:00:00.000Z', revision: 1, position: '2' });
  });

  it('keeps a retired exercise, inactive, for the programs that had it', () => {
    expect(library.given([created, updated, retired]).get('e1')).toMatchObject({ name: 'Heel Slides', duration: 8, isActive: false, updatedAt: '2026-11-04T10:00:00.000Z', revision: 2 });
  });

  it('ignores an edit or a retirement of an exercise it never saw created', () => {
    expect(library.given([updated, retired]).get('e1')).toBeUndefined();
  });
});
