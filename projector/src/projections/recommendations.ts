import { recommendationSummaryOf, toRecommendation, type EventOf, type Recommendation } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';
import { patientRoom, recordReaders } from './rooms';

type RecommendationEvent = EventOf<'RecommendationsGenerated' | 'RecommendationReviewed'>;

/** Every recommendation of every patient (spec: exercise_recommendations), one document each. */
export const recommendationsProjection = defineProjection<Recommendation, RecommendationEvent>({
  name: 'recommendations',
  // 2: the reviewer's name.
  version: 2,
  handles: ['RecommendationsGenerated', 'RecommendationReviewed'],
  indexes: [{ patientId: 1, createdAt: -1 }, { isAccepted: 1, createdAt: -1 }],
  documentId: (event) => (event.type === 'RecommendationsGenerated' ? event.data.recommendations.map((r) => r.id) : event.data.recommendationId),
  namedBy: (id) => id,
  evolve(recommendation, event, id) {
    switch (event.type) {
      case 'RecommendationsGenerated': {
        const made = event.data.recommendations.find((r) => r.id === (id ?? recommendation?.id));
        if (!made) return recommendation;
        return toRecommendation(event.data.patientId, made, { model: event.data.model, at: event.metadata.at, revision: event.revision, position: event.position });
      }
      case 'RecommendationReviewed': {
        const { isAccepted, reviewNotes, reviewedBy, reviewedByName } = event.data;
        return recommendation && { ...recommendation, isAccepted, reviewNotes, reviewedBy, reviewedByName: reviewedByName ?? null, reviewDate: event.metadata.at, revision: event.revision };
      }
    }
  },
  // Every staff screen (the pending list is everyone's); the patient's own once their therapist approved it.
  // To every staff connection, so without what it says of the patient's health (the reasoning, the
  // conditions, the exercise and its score, the notes): the screens read those with the patient's
  // recommendations or the pending list, both logged (ADR 28).
  live: (recommendation) =>
    recommendation
      ? [
          {
            type: 'recommendation.changed',
            rooms: [...(recommendation.isAccepted === true ? patientRoom(recommendation.patientId) : []), ...recordReaders],
            data: { recommendation: recommendationSummaryOf(recommendation) },
          },
        ]
      : [],
});
