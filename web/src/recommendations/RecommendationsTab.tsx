import { useState } from 'react';
import type { PatientListing } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { submissionIds } from '../shared/api/request-id';
import { useStaffAccess } from '../shared/session/staff-access';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { RecommendationCard } from './RecommendationCard';
import { generatedDescription } from './recommendation-view';
import { useGenerateRecommendationsMutation, useRecommendationsQuery } from './recommendationsEndpoints';
import { useRecommendationReview } from './useRecommendationReview';
import '../shared/ui/staff-panel.scss';
import './recommendations.scss';

/** What the patient dialog tells this tab of the program (given by app/, which composes the dialog). */
export interface ProgramOfPatient {
  runningExerciseIds: ReadonlySet<string>;
  /** Opens the Exercises tab's assign form with this exercise chosen. */
  assign: (prefill: { exerciseId: string }) => void;
}

/**
 * The patient dialog's 'AI Recommendations' tab (spec 001): therapists and admins generate
 * recommendations from the exercise library and approve or reject each pending one; an approved one
 * not in the program yet offers to assign it; auditors read.
 */
export function RecommendationsTab({ patient, program }: { patient: PatientListing; program?: ProgramOfPatient }) {
  const { canWrite } = useStaffAccess();
  const list = useRecommendationsQuery(patient.id);
  const failed = useFailed(list.isError, list.error);
  const [generate, generating] = useGenerateRecommendationsMutation();
  const review = useRecommendationReview();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const recommendations = list.data ?? [];

  async function onGenerate() {
    if (generating.isLoading) return;
    const request = { patientId: patient.id };
    try {
      const answer = await generate({ ...request, id: ids.idFor(request) }).unwrap();
      ids.succeeded();
      notify({ title: 'Recommendations Generated', description: generatedDescription(answer.count, patient.firstName) });
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to generate recommendations', variant: 'destructive' });
    }
  }

  return (
    <section className="recommendations-tab" aria-labelledby="recommendations-title">
      <div className="staff-tab-head">
        <div>
          <h3 className="title is-5 mb-1" id="recommendations-title">
            AI Recommendations
          </h3>
          <p className="recommendations-intro">Exercises of the library that fit {patient.firstName}'s conditions, scored by the rule-based engine.</p>
        </div>
        {canWrite && (
          // Not `disabled` while they are generated: that would drop the focus to the page's body (onGenerate refuses a second press).
          <button type="button" className="button is-primary" aria-disabled={generating.isLoading || undefined} onClick={() => void onGenerate()}>
            {generating.isLoading ? 'Generating...' : 'Generate Recommendations'}
          </button>
        )}
      </div>
      {failed ? (
        <LoadFailure what="The recommendations" error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : list.isLoading ? (
        <PageLoading label="Loading recommendations..." />
      ) : recommendations.length === 0 ? (
        <p className="empty-text is-compact" data-testid="recommendations-empty">
          No recommendations yet. Generate some from the exercise library.
        </p>
      ) : (
        <ul className="recommendation-list" data-testid="recommendations">
          {recommendations.map((recommendation) => (
            <li key={recommendation.id}>
              <RecommendationCard
                recommendation={recommendation}
                headingLevel={4}
                showReviewer
                review={canWrite ? review.of(recommendation) : undefined}
                onAssign={
                  canWrite && program && recommendation.isAccepted && !program.runningExerciseIds.has(recommendation.exerciseId)
                    ? () => program.assign({ exerciseId: recommendation.exerciseId })
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
