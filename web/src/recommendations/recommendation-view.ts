import type { Draft } from '@reduxjs/toolkit';
import { upsertNewer } from '../shared/live/positions';
import { exerciseCategoryLabels, recommendationStatus, scoreBand, type ExerciseCategory, type Recommendation, type RecommendedExercise } from '@pt/contracts';

/**
 * What the recommendation cards say, worded once (spec 001: score bands, statuses; the toasts). Pure,
 * so the wording and the order are tested without a browser.
 */

/** The order of the cards: the highest score first, then the newest, then by name. It ignores the status, so a reviewed card stays where it was. */
export function recommendationBefore(a: Recommendation, b: Recommendation): boolean {
  if (a.recommendationScore !== b.recommendationScore) return a.recommendationScore > b.recommendationScore;
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt;
  return a.exercise.name.localeCompare(b.exercise.name) < 0;
}

export function sortRecommendations(list: readonly Recommendation[]): Recommendation[] {
  return [...list].sort((a, b) => (recommendationBefore(a, b) ? -1 : recommendationBefore(b, a) ? 1 : 0));
}

/** The category as people read it ('fine motor' → 'Fine Motor'); an unknown one as the server wrote it. */
export function categoryLabel(category: string): string {
  return exerciseCategoryLabels[category as ExerciseCategory] ?? category;
}

/** Duration and repetitions: '10 min · 3 sets of 10'; repetitions only when there are any. */
export function exerciseDose(exercise: Pick<RecommendedExercise, 'duration' | 'repetitions'>): string {
  const parts = [`${exercise.duration} min`];
  const reps = exercise.repetitions;
  if (reps !== null && reps !== undefined && String(reps).trim() !== '') parts.push(typeof reps === 'number' ? `${reps} reps` : reps.trim());
  return parts.join(' · ');
}

export type StatusTone = 'pending' | 'approved' | 'rejected';

/** The status line and its tone. */
export function statusOf(isAccepted: boolean | null): { label: ReturnType<typeof recommendationStatus>; tone: StatusTone } {
  return { label: recommendationStatus(isAccepted), tone: isAccepted === null ? 'pending' : isAccepted ? 'approved' : 'rejected' };
}

/**
 * Who reviewed and when, beside the status ('Approved by therapist'): 'Reviewed by x@y on Nov 5, 2026',
 * never a second 'by' after the status's own.
 */
export function reviewedLine(reviewer: string | null, day: string | null): string {
  return ['Reviewed', reviewer && `by ${reviewer}`, day && `on ${day}`].filter(Boolean).join(' ');
}

/** The badge: 'Highly Recommended', 'Recommended' or 'Consider', its Bulma tone, and the score. */
export function scoreBadge(score: number): { label: string; className: string; score: number } {
  const band = scoreBand(score);
  const className = band.tone === 'orange' ? 'is-orange' : `is-${band.tone}`;
  return { label: band.label, className, score: Math.round(score) };
}

/** The description of the 'Recommendations Generated' toast. */
export function generatedDescription(count: number, firstName?: string): string {
  const whose = firstName ? ` for ${firstName}` : '';
  if (count <= 0) return `No new recommendations${whose}: the library has nothing new that fits.`;
  return `${count} new recommendation${count === 1 ? '' : 's'}${whose}.`;
}

/** The description of the 'Recommendation Reviewed' toast. */
export function reviewedDescription(exerciseName: string, isAccepted: boolean): string {
  return `${exerciseName}: ${recommendationStatus(isAccepted)}.`;
}

/**
 * The pending list takes a recommendation as it now is: a pending one joins (or is updated), a
 * reviewed one leaves. A message older than the cached copy changes nothing.
 */
export function patchPending(draft: Draft<{ recommendations: Recommendation[] }>, recommendation: Recommendation, position: string): void {
  upsertNewer(draft.recommendations as Recommendation[], recommendation, position, { before: recommendationBefore, keep: (r) => r.isAccepted === null });
}

/** Pending recommendations by patient, in the order of each patient's best one. */
export function byPatient(list: readonly Recommendation[]): { patientId: string; recommendations: Recommendation[] }[] {
  const groups = new Map<string, Recommendation[]>();
  for (const r of sortRecommendations(list)) groups.set(r.patientId, [...(groups.get(r.patientId) ?? []), r]);
  return [...groups].map(([patientId, recommendations]) => ({ patientId, recommendations }));
}
