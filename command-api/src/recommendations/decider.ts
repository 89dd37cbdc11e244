import { recommendationModel, reviewNotesFor, type EventOf, type RecommendedExercise } from '@pt/contracts';
import { conflict, notFound, stableEventId, type Decider } from '@pt/contracts/core';
import { recommendExercises, type EngineInput } from './engine';

/** A patient's recommendations: stream `recommendations-<patientId>`. */
export type RecommendationEvent = EventOf<'RecommendationsGenerated' | 'RecommendationReviewed'>;

export interface RecommendationState {
  id: string;
  generationId: string;
  exerciseId: string;
  exercise: RecommendedExercise;
  score: number;
  reasoning: string;
  basedOnConditions: string[];
  aiModel: string;
  isAccepted: boolean | null;
  reviewedBy: string | null;
  reviewedByName: string | null;
  reviewDate: string | null;
  reviewNotes: string | null;
  createdAt: string;
}

export interface RecommendationsState {
  recommendations: Map<string, RecommendationState>;
}

export type RecommendationCommand =
  | { type: 'GenerateRecommendations'; patientId: string; generationId: string; context: Omit<EngineInput, 'alreadyRecommended'> }
  | { type: 'ReviewRecommendation'; patientId: string; recommendationId: string; isAccepted: boolean; reviewNotes: string; reviewedBy: string; reviewedByName?: string };

/**
 * A recommendation's id: the patient's id (which names the stream a review goes to) and a uuid
 * derived from the generation and the exercise, so a decision made again names the same ids.
 */
export const recommendationId = (patientId: string, generationId: string, exerciseId: string) => `${patientId}_${stableEventId(`${generationId}:${exerciseId}`)}`;

/** The patient's id in a recommendation's id, or null when it is not one. */
export function patientOfRecommendation(id: string): string | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.exec(id.toLowerCase());
  return match ? match[1]! : null;
}

/** Exercises not to be proposed again: recommended and still pending, or approved. */
const stillStanding = (state: RecommendationsState) => new Set([...state.recommendations.values()].filter((r) => r.isAccepted !== false).map((r) => r.exerciseId));

export const recommendationDecider: Decider<RecommendationsState, RecommendationCommand, RecommendationEvent> = {
  events: ['RecommendationsGenerated', 'RecommendationReviewed'],
  initialState: () => ({ recommendations: new Map() }),
  evolve(state, event) {
    const recommendations = new Map(state.recommendations);
    switch (event.type) {
      case 'RecommendationsGenerated':
        for (const r of event.data.recommendations) {
          recommendations.set(r.id, {
            id: r.id,
            generationId: event.data.generationId,
            exerciseId: r.exerciseId,
            exercise: r.exercise,
            score: r.score,
            reasoning: r.reasoning,
            basedOnConditions: r.basedOnConditions,
            aiModel: event.data.model,
            isAccepted: null,
            reviewedBy: null,
            reviewedByName: null,
            reviewDate: null,
            reviewNotes: null,
            createdAt: event.metadata.at,
          });
        }
        break;
      case 'RecommendationReviewed': {
        const current = recommendations.get(event.data.recommendationId);
        if (current) {
          const { isAccepted, reviewedBy, reviewedByName, reviewNotes } = event.data;
          recommendations.set(current.id, { ...current, isAccepted, reviewedBy, reviewedByName: reviewedByName ?? null, reviewNotes, reviewDate: event.metadata.at });
        }
        break;
      }
    }
    return { recommendations };
  },
  decide(command, state) {
    switch (command.type) {
      case 'GenerateRecommendations': {
        const { patientId, generationId } = command;
        const proposals = recommendExercises({ ...command.context, alreadyRecommended: stillStanding(state) });
        if (proposals.length === 0) return [];
        const recommendations = proposals.map(({ exerciseId, exercise, score, reasoning, basedOnConditions }) => ({
          id: recommendationId(patientId, generationId, exerciseId),
          exerciseId,
          exercise,
          score,
          reasoning,
          basedOnConditions,
        }));
        return [{ type: 'RecommendationsGenerated', data: { patientId, generationId, model: recommendationModel, recommendations } }];
      }
      case 'ReviewRecommendation': {
        const recommendation = state.recommendations.get(command.recommendationId);
        if (!recommendation) throw notFound('No such recommendation.');
        if (recommendation.isAccepted !== null) {
          // The same reviewer's same decision again (a retry after a lost answer) is the decision already made.
          if (recommendation.isAccepted === command.isAccepted && recommendation.reviewedBy === command.reviewedBy) return [];
          throw conflict(`This recommendation was already ${recommendation.isAccepted ? 'approved' : 'rejected'} by ${recommendation.reviewedByName ?? recommendation.reviewedBy ?? 'a therapist'}.`);
        }
        const { patientId, recommendationId: id, isAccepted, reviewedBy, reviewedByName } = command;
        const reviewNotes = command.reviewNotes.trim() || (isAccepted ? reviewNotesFor.approved : reviewNotesFor.rejected);
        return [{ type: 'RecommendationReviewed', data: { patientId, recommendationId: id, isAccepted, reviewNotes, reviewedBy, ...(reviewedByName && { reviewedByName }) } }];
      }
    }
  },
};
