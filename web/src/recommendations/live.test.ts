import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { recommendationSummaryOf, type Recommendation } from '@pt/contracts';
import { api } from '../shared/api/api';
import { patchRecommendations } from './live';
import { recommendationsApi } from './recommendationsEndpoints';

const rec = (id: string, score: number, position: string, isAccepted: boolean | null = null, patientId = 'p1'): Recommendation => ({
  id,
  patientId,
  exerciseId: `e-${id}`,
  exercise: { id: `e-${id}`, name: `Exercise ${id}`, category: 'strength', description: '', duration: 10, repetitions: null, difficulty: 'beginner' },
  recommendationScore: score,
  reasoning: 'Targets knee pain; suits a pain level of 6/10.',
  basedOnConditions: ['Knee pain'],
  aiModel: 'rule-based-v1',
  isAccepted,
  reviewedBy: isAccepted === null ? null : 'therapist@example.com',
  reviewedByName: isAccepted === null ? null : 'Jordan Ellis',
  reviewDate: isAccepted === null ? null : '2026-03-02T10:00:00.000Z',
  reviewNotes: isAccepted === null ? null : 'Not after her knee surgery',
  createdAt: '2026-03-01T10:00:00.000Z',
  revision: isAccepted === null ? 1 : 2,
  position,
});

/**
 * A store whose dispatched actions are kept, so that the tags invalidated (read again) can be told.
 * A list nobody shows is dropped when invalidated (a shown one is read again and kept meanwhile), so
 * the state is also kept as it was just before the first invalidation: what the screen then showed.
 */
function recordingStore() {
  const actions: UnknownAction[] = [];
  let beforeReading: unknown;
  const record: Middleware = ({ getState }) => (next) => (action) => {
    actions.push(action as UnknownAction);
    if ((action as UnknownAction).type === 'api/invalidateTags' && beforeReading === undefined) beforeReading = getState();
    return next(action);
  };
  const store = configureStore({ reducer: { api: api.reducer }, middleware: (d) => d().concat(api.middleware, record) });
  // The message carries a summary, as the projector sends it.
  const hear = (recommendation: Recommendation, position: string) =>
    patchRecommendations({ type: 'recommendation.changed', position, data: { recommendation: recommendationSummaryOf(recommendation) } }, store.dispatch as never);
  const invalidated = () =>
    actions.filter((a) => a.type === 'api/invalidateTags').flatMap((a) => (a.payload as (string | { type: string; id?: string })[]).map((t) => (typeof t === 'string' ? t : `${t.type}:${t.id}`)));
  /** The state now, or as it was when the lists were first asked to read themselves again. */
  const state = () => (beforeReading ?? store.getState()) as never;
  return { store, hear, invalidated, state };
}

async function storeWith(patientId: string, list: Recommendation[]) {
  const { store, hear, invalidated, state } = recordingStore();
  await store.dispatch(recommendationsApi.util.upsertQueryData('recommendations', patientId, list));
  const read = () => recommendationsApi.endpoints.recommendations.select(patientId)(state()).data;
  return { read, hear, invalidated };
}

describe('a recommendation.changed message', () => {
  it('shows a review on the open list at once, keeps what the list was read with, and reads the list again for the notes', async () => {
    const { read, hear, invalidated } = await storeWith('p1', [rec('a', 90, '5'), rec('b', 70, '5')]);
    hear(rec('b', 70, '5', true), '8');
    expect(read()?.map((r) => [r.id, r.isAccepted, r.reviewedByName, r.position])).toEqual([
      ['a', null, null, '5'],
      ['b', true, 'Jordan Ellis', '8'],
    ]);
    // The card's content stays as the list read it; the notes come with the list, read again.
    expect(read()?.[1]).toMatchObject({ reasoning: 'Targets knee pain; suits a pain level of 6/10.', basedOnConditions: ['Knee pain'], recommendationScore: 70, exercise: { name: 'Exercise b' }, reviewNotes: null });
    expect(invalidated()).toEqual(['Recommendation:p1']);
  });

  it('ignores a message not newer than the cached copy (the reviewer\'s own decision, shown from its answer)', async () => {
    const { read, hear, invalidated } = await storeWith('p1', [rec('a', 90, '9', true)]);
    hear(rec('a', 90, '7', null), '7');
    hear(rec('a', 90, '9', false), '9');
    expect(read()?.[0]?.isAccepted).toBe(true);
    expect(invalidated()).toEqual([]);
  });

  it('reads the list again for a recommendation it does not hold (new, or newly approved for the patient), and leaves other patients alone', async () => {
    const { read, hear, invalidated } = await storeWith('p1', [rec('a', 90, '5'), rec('c', 50, '5')]);
    hear(rec('b', 70, '6'), '6');
    hear(rec('x', 99, '7', null, 'p2'), '7');
    expect(invalidated()).toEqual(['Recommendation:p1']);
    // Nothing half-known is put in the list meanwhile.
    expect(read()?.map((r) => r.id)).toEqual(['a', 'c']);
  });
});

describe('the pending list (every patient)', () => {
  async function pendingStore(list: Recommendation[]) {
    const { store, hear, invalidated, state } = recordingStore();
    await store.dispatch(recommendationsApi.util.upsertQueryData('pendingRecommendations', undefined, { recommendations: list, patients: { p1: { firstName: 'Ann', lastName: 'Lee' }, p2: { firstName: 'Bo', lastName: 'Kim' } } }));
    const read = () => recommendationsApi.endpoints.pendingRecommendations.select()(state()).data?.recommendations.map((r) => r.id);
    return { read, hear, invalidated };
  }

  it('lets reviewed ones go at once, without reading anything', async () => {
    const { read, hear, invalidated } = await pendingStore([rec('a', 90, '5'), rec('c', 50, '5')]);
    hear(rec('a', 90, '5', true), '7');
    expect(read()).toEqual(['c']);
    // A review of one it does not hold: nothing to do either.
    hear(rec('y', 60, '6', false, 'p2'), '8');
    expect(read()).toEqual(['c']);
    expect(invalidated()).toEqual([]);
  });

  it('reads itself again for a new pending one of any patient (the message has not its content), and puts nothing half-known in it', async () => {
    const { read, hear, invalidated } = await pendingStore([rec('a', 90, '5'), rec('c', 50, '5')]);
    hear(rec('x', 70, '6', null, 'p2'), '6');
    expect(invalidated()).toEqual(['Recommendation:PENDING']);
    expect(read()).toEqual(['a', 'c']);
  });

  it('keeps a pending one when the review message is older than its copy', async () => {
    const { read, hear, invalidated } = await pendingStore([rec('a', 90, '9')]);
    hear(rec('a', 90, '5', false), '8');
    expect(read()).toEqual(['a']);
    expect(invalidated()).toEqual([]);
  });
});

describe('the count of pending ones (the dashboard tile)', () => {
  it('reads itself again on every message, a new one or a review: a number, no one’s reading', async () => {
    for (const isAccepted of [null, true, false]) {
      const { store, hear, invalidated } = recordingStore();
      await store.dispatch(recommendationsApi.util.upsertQueryData('pendingRecommendationsCount', undefined, 3));
      hear(rec('x', 70, '6', isAccepted, 'p2'), '6');
      expect(invalidated()).toEqual(['Recommendation:PENDING_COUNT']);
    }
  });

  it('asks nothing when no screen holds the count', async () => {
    const { hear, invalidated } = recordingStore();
    hear(rec('x', 70, '6', null, 'p2'), '6');
    expect(invalidated()).toEqual([]);
  });
});
