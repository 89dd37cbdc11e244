import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@pt/contracts';
import { documentIds, foldProjection, projectionSpec, recorded, specNow } from '@pt/contracts/core';
import { recommendationsProjection } from './recommendations';

const at = specNow.toISOString();
const stream = 'recommendations-p1';
const item = (id: string, exerciseId: string, score: number) => ({
  id,
  exerciseId,
  exercise: { id: exerciseId, name: `Exercise ${exerciseId}`, category: 'strength', description: 'Good for knees.', duration: 5, repetitions: '2 sets of 10', difficulty: 'beginner' },
  score,
  reasoning: 'Targets knee pain; gentle beginner difficulty suits a pain level of 6/10.',
  basedOnConditions: ['Knee pain'],
});
const generated = { type: 'RecommendationsGenerated' as const, stream, data: { patientId: 'p1', generationId: 'g1', model: 'rule-based-v1', recommendations: [item('p1_r1', 'e1', 70), item('p1_r2', 'e2', 55)] } };
const reviewed = { type: 'RecommendationReviewed' as const, stream, data: { patientId: 'p1', recommendationId: 'p1_r2', isAccepted: false, reviewNotes: 'Not suitable for current treatment plan', reviewedBy: 'therapist@example.com', reviewedByName: 'Jordan Ellis' } };

const recommendations = projectionSpec<Recommendation>(recommendationsProjection);

describe('the recommendations read model', () => {
  it('makes each generated recommendation a pending document of its own', () => {
    const docs = recommendations.given([generated]);
    expect(docs.size).toBe(2);
    expect(docs.get('p1_r1')).toEqual({
      id: 'p1_r1', patientId: 'p1', exerciseId: 'e1', exercise: item('p1_r1', 'e1', 70).exercise, recommendationScore: 70, reasoning: item('p1_r1', 'e1', 70).reasoning,
      basedOnConditions: ['Knee pain'], aiModel: 'rule-based-v1', isAccepted: null, reviewedBy: null, reviewedByName: null, reviewDate: null, reviewNotes: null, createdAt: at, revision: 0, position: '1',
    });
  });

  it('records the review on its recommendation only', () => {
    const docs = recommendations.given([generated, reviewed]);
    expect(docs.get('p1_r2')).toMatchObject({ isAccepted: false, reviewedBy: 'therapist@example.com', reviewedByName: 'Jordan Ellis', reviewNotes: 'Not suitable for current treatment plan', reviewDate: at, revision: 1, position: '2' });
    expect(docs.get('p1_r1')).toMatchObject({ isAccepted: null, position: '1' });
  });

  it('ignores a review of a recommendation it does not hold', () => {
    expect(recommendations.given([reviewed]).size).toBe(0);
  });

  it('changes nothing when one of its events is folded again (a replay)', () => {
    const events = recorded([generated, reviewed]);
    for (let n = 1; n <= events.length; n++) {
      const docs = foldProjection<Recommendation>(recommendationsProjection, events.slice(0, n));
      for (const id of documentIds(recommendationsProjection, events[n - 1]!)) {
        const doc = docs.get(id)!;
        expect({ ...recommendationsProjection.evolve(doc, events[n - 1]!, id), position: doc.position }).toEqual(doc);
      }
    }
  });

  it('tells every staff screen, and the patient once their therapist approved it', () => {
    const approved = { ...reviewed, data: { ...reviewed.data, recommendationId: 'p1_r1', isAccepted: true, reviewNotes: 'Approved by therapist' } };
    const events = recorded([generated, approved, reviewed]);
    const pending = recommendationsProjection.evolve(null, events[0]!, 'p1_r1')!;
    const summary = (r: Recommendation) => ({
      id: r.id, patientId: r.patientId, isAccepted: r.isAccepted, reviewedBy: r.reviewedBy, reviewedByName: r.reviewedByName, reviewDate: r.reviewDate, createdAt: r.createdAt, revision: r.revision, position: r.position,
    });
    expect(recommendationsProjection.live!(pending, events[0]!)).toEqual([
      { type: 'recommendation.changed', rooms: ['role:therapist', 'role:admin', 'role:auditor'], data: { recommendation: summary(pending) } },
    ]);
    const decided = recommendationsProjection.evolve(pending, events[1]!, 'p1_r1')!;
    expect(recommendationsProjection.live!(decided, events[1]!)).toEqual([
      { type: 'recommendation.changed', rooms: ['patient:p1', 'role:therapist', 'role:admin', 'role:auditor'], data: { recommendation: summary(decided) } },
    ]);
    const rejected = recommendationsProjection.evolve(recommendationsProjection.evolve(null, events[0]!, 'p1_r2'), events[2]!, 'p1_r2')!;
    expect(rejected.isAccepted).toBe(false);
    expect(recommendationsProjection.live!(rejected, events[2]!)[0]!.rooms).toEqual(['role:therapist', 'role:admin', 'role:auditor']);
  });

  it("says nothing of the patient's health in its live message: every staff connection hears it, unlogged (ADR 28)", () => {
    const events = recorded([generated, reviewed]);
    const made = recommendationsProjection.evolve(null, events[0]!, 'p1_r2')!;
    const rejected = recommendationsProjection.evolve(made, events[1]!, 'p1_r2')!;
    // The document holds all of it; the messages none of it.
    expect(rejected).toMatchObject({ reasoning: expect.stringMatching(/knee pain/i), basedOnConditions: ['Knee pain'], reviewNotes: 'Not suitable for current treatment plan' });
    for (const [doc, event] of [[made, events[0]!], [rejected, events[1]!]] as const) {
      const messages = recommendationsProjection.live!(doc, event);
      expect(messages).toHaveLength(1);
      const { recommendation } = messages[0]!.data as { recommendation: Record<string, unknown> };
      for (const field of ['reasoning', 'basedOnConditions', 'exercise', 'exerciseId', 'recommendationScore', 'reviewNotes']) expect(recommendation).not.toHaveProperty(field);
      const text = JSON.stringify(messages);
      for (const said of [doc.reasoning, ...doc.basedOnConditions, doc.exercise.name, doc.exercise.description, 'Not suitable']) expect(text).not.toContain(said);
    }
  });
});
