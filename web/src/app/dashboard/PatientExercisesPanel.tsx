import { ExercisesPanel } from '../../my-program/ExercisesPanel';
import { painReportId, useTodaysPain } from '../../my-progress/todays-pain';
import { MyRecommendationsPanel } from '../../recommendations/MyRecommendationsPanel';

/**
 * The exercises tab: the program (its "all done" note links to today's pain on the progress tab,
 * or thanks for it once reported), then the recommendations panel.
 */
export function PatientExercisesPanel({ patientId }: { patientId: string }) {
  const painReported = !!useTodaysPain();
  return (
    <>
      <ExercisesPanel painLink={`/patient-portal/dashboard?tab=progress#${painReportId}`} painReported={painReported} />
      <MyRecommendationsPanel patientId={patientId} />
    </>
  );
}
