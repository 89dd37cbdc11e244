import { z } from 'zod';
import type { CommandAnswer } from './answers';
import { clientIdSchema } from './requests';

/**
 * Exercise recommendations (spec 001): a rule-based engine proposes exercises of the library for a
 * patient, each with a score and its reasoning; a therapist approves or rejects each one.
 */
export const recommendationModel = 'rule-based-v1';

/** Review notes the spec uses for the two decisions when the therapist writes none. */
export const reviewNotesFor = { approved: 'Approved by therapist', rejected: 'Not suitable for current treatment plan' } as const;

/** `POST /api/review-recommendation/:recommendationId`: the reviewer is the signed-in therapist, never the body. */
export const reviewRecommendationSchema = z.object({
  isAccepted: z.boolean({ error: 'Choose approve or reject' }),
  reviewNotes: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type ReviewRecommendationInput = z.infer<typeof reviewRecommendationSchema>;

/** The exercise a recommendation proposes, as the cards show it. */
export interface RecommendedExercise {
  id: string;
  name: string;
  category: string;
  description: string;
  duration: number;
  repetitions: string | number | null;
  difficulty: string;
}

/** A type, not an interface: it is also a read model's document. */
export type Recommendation = {
  id: string;
  patientId: string;
  exerciseId: string;
  exercise: RecommendedExercise;
  /** 0-100. */
  recommendationScore: number;
  reasoning: string;
  basedOnConditions: string[];
  aiModel: string;
  /** null: pending review; true: approved; false: rejected. */
  isAccepted: boolean | null;
  /** The reviewer's e-mail, as the staff know them. */
  reviewedBy: string | null;
  /** The reviewer's name when they reviewed, or null (none yet, or a review from before staff had names). */
  reviewedByName: string | null;
  reviewDate: string | null;
  reviewNotes: string | null;
  createdAt: string;
  /** The recommendations stream's revision when last changed (for If-Match). */
  revision: number;
  position: string;
};

/**
 * A recommendation as the live `recommendation.changed` message carries it to every staff connection
 * (and, once approved, to the patient's): who it is for, whether and by whom it was reviewed, and when;
 * never what it says of the patient's health. Left out: the `reasoning` and `basedOnConditions` (the
 * patient's conditions and latest pain), the exercise proposed and its score (which exercise suits this
 * patient's conditions, and how well) and the reviewer's notes (free text about the patient's
 * treatment). Those are read with the patient's recommendations (`GET /api/recommendations/:patientId`)
 * or the pending list (`GET /api/admin/pending-recommendations`), readings the access log records
 * (ADR 28). The fields are named one by one, so a field added to `Recommendation` stays out of the
 * message until someone decides it belongs there.
 */
export type RecommendationSummary = Pick<Recommendation, 'id' | 'patientId' | 'isAccepted' | 'reviewedBy' | 'reviewedByName' | 'reviewDate' | 'createdAt' | 'revision' | 'position'>;

export function recommendationSummaryOf(recommendation: Recommendation): RecommendationSummary {
  const { id, patientId, isAccepted, reviewedBy, reviewedByName, reviewDate, createdAt, revision, position } = recommendation;
  return { id, patientId, isAccepted, reviewedBy, reviewedByName, reviewDate, createdAt, revision, position };
}

/** A proposal of a generation, as the `RecommendationsGenerated` event holds it. */
export interface GeneratedProposal {
  id: string;
  exerciseId: string;
  exercise: RecommendedExercise;
  score: number;
  reasoning: string;
  basedOnConditions: string[];
}

/**
 * A new recommendation as the cards show it, from its proposal: the one mapping the command's answer
 * and the read model share, so the two never drift apart.
 */
export function toRecommendation(
  patientId: string,
  proposal: GeneratedProposal,
  generated: { model: string; at: string; revision: number; position: string },
): Recommendation {
  return {
    id: proposal.id,
    patientId,
    exerciseId: proposal.exerciseId,
    exercise: proposal.exercise,
    recommendationScore: proposal.score,
    reasoning: proposal.reasoning,
    basedOnConditions: proposal.basedOnConditions,
    aiModel: generated.model,
    isAccepted: null,
    reviewedBy: null,
    reviewedByName: null,
    reviewDate: null,
    reviewNotes: null,
    createdAt: generated.at,
    revision: generated.revision,
    position: generated.position,
  };
}

export interface RecommendationsAnswer {
  recommendations: Recommendation[];
}
/** `GET /api/admin/pending-recommendations`: every pending recommendation, and the names of their patients. */
export interface PendingRecommendationsAnswer extends RecommendationsAnswer {
  patients: Record<string, { firstName: string; lastName: string }>;
}
/** `GET /api/admin/pending-recommendations/count`: how many wait for review (the dashboard's tile), nothing of whose. */
export interface PendingRecommendationsCount {
  count: number;
}
export interface GeneratedRecommendationsAnswer extends RecommendationsAnswer {
  /** How many new recommendations this generation made (the toast shows it). */
  count: number;
  position: string | null;
}
/** What the server answers for a generation: the command answer (its id is the generation's) and the new recommendations. */
export type GeneratedRecommendationsCommandAnswer = GeneratedRecommendationsAnswer & Omit<CommandAnswer, 'position'>;

/** The spec's score bands: 80 and above, 60 to 79, below 60. */
export function scoreBand(score: number): { label: 'Highly Recommended' | 'Recommended' | 'Consider'; tone: 'success' | 'warning' | 'orange' } {
  if (score >= 80) return { label: 'Highly Recommended', tone: 'success' };
  if (score >= 60) return { label: 'Recommended', tone: 'warning' };
  return { label: 'Consider', tone: 'orange' };
}

/** The status line of a card. */
export function recommendationStatus(isAccepted: boolean | null): 'Pending review' | 'Approved by therapist' | 'Not recommended by therapist' {
  return isAccepted === null ? 'Pending review' : isAccepted ? 'Approved by therapist' : 'Not recommended by therapist';
}

/** `POST /api/generate-recommendations/:patientId`: the client's id of this generation (the same id again generates nothing more). */
export const generateRecommendationsSchema = z.object({ id: clientIdSchema.optional() });

/** The answer of a review: the command answer with the recommendation as it now is. */
export interface ReviewedRecommendationAnswer extends CommandAnswer {
  recommendation: Recommendation;
}
