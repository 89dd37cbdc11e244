import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@pt/contracts';
import { api } from '../shared/api/api';
import { patchRecommendations } from './live';
import { recommendationsApi } from './recommendationsEndpoints';

const rec = (id: string, score: number, position: string, isAccepted: boolean | null = null, patientId = 'p1'): Recommendation => ({
  id,
  patientId,
  exerciseId: `e-${id}`,
  exercise: { id: `e-${id}`, name: `Exercise ${id}`, category: 'strength', description: '', duration: 10, repetitions: null, difficulty: 'beginner' },
  recommendationScore: score,
  reasoning: 'fits',
  basedOnConditions: ['Knee pain'],
  aiModel: 'rule-based-v1',
  isAccepted,
  reviewedBy: isAccepted === null ? null : 'therapist@example.com',
  reviewedByName: isAccepted === null ? null : 'Jordan Ellis',
  reviewDate: isAccepted === null ? null : '2026-03-02T10:00:00.000Z',
  reviewNotes: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  revision: 1,
  position,
});

async function storeWith(patientId: string, list: Recommendation[]) {
  const store = configureStore({ reducer: { api: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  await store.dispatch(recommendationsApi.util.upsertQueryData('recommendations', patientId, list));
  const read = () => recommendationsApi.endpoints.recommendations.select(patientId)(store.getState() as never).data;
  const hear = (recommendation: Recommendation, position: string) =>
    patchRecommendations({ type: 'recommendation.changed', position, data: { recommendation } }, store.dispatch as never);
  return { read, hear };
}

describe('a recommendation.changed message', () => {
  it('shows a review on the open list at once', async () => {
    const { read, hear } = await storeWith('p1', [rec('a', 90, '5'), rec('b', 70, '5')]);
    hear(rec('b', 70, '5', true), '8');
    expect(read()?.map((r) => [r.id, r.isAccepted, r.position])).toEqual([
      ['a', null, '5'],
      ['b', true, '8'],
    ]);
  });

  it('ignores a message not newer than the cached copy', async () => {
    const { read, hear } = await storeWith('p1', [rec('a', 90, '9', true)]);
    hear(rec('a', 90, '7', null), '7');
    hear(rec('a', 90, '9', false), '9');
    expect(read()?.[0]?.isAccepted).toBe(true);
  });

  it('puts a new recommendation in score order, and leaves other patients alone', async () => {
    const { read, hear } = await storeWith('p1', [rec('a', 90, '5'), rec('c', 50, '5')]);
    hear(rec('b', 70, '6'), '6');
    hear(rec('x', 99, '7', null, 'p2'), '7');
    expect(read()?.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('the pending list (every patient)', () => {
  async function pendingStore(list: Recommendation[]) {
    const store = configureStore({ reducer: { api: api.reducer }, middleware: (d) => d().concat(api.middleware) });
    await store.dispatch(recommendationsApi.util.upsertQueryData('pendingRecommendations', undefined, { recommendations: list, patients: { p1: { firstName: 'Ann', lastName: 'Lee' }, p2: { firstName: 'Bo', lastName: 'Kim' } } }));
    const read = () => recommendationsApi.endpoints.pendingRecommendations.select()(store.getState() as never).data?.recommendations.map((r) => r.id);
    const hear = (recommendation: Recommendation, position: string) =>
      patchRecommendations({ type: 'recommendation.changed', position, data: { recommendation } }, store.dispatch as never);
    return { read, hear };
  }

  it('takes new pending ones of any patient and lets reviewed ones go', async () => {
    const { read, hear } = await pendingStore([rec('a', 90, '5'), rec('c', 50, '5')]);
    hear(rec('x', 70, '6', null, 'p2'), '6');
    expect(read()).toEqual(['a', 'x', 'c']);
    hear(rec('a', 90, '5', true), '7');
    expect(read()).toEqual(['x', 'c']);
  });

  it('keeps a pending one when the review message is older than its copy', async () => {
    const { read, hear } = await pendingStore([rec('a', 90, '9')]);
    hear(rec('a', 90, '5', false), '8');
    expect(read()).toEqual(['a']);
  });
});
