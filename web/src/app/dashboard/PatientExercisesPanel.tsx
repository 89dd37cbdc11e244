import { ExercisesPanel } from '../../my-program/ExercisesPanel';
import { MyRecommendationsPanel } from '../../recommendations/MyRecommendationsPanel';
import type { PatientSectionProps } from './patient-sections';

/** The exercises tab: the program (its "all done" note links to the progress tab to report today's pain), then the recommendations panel. */
export function PatientExercisesPanel({ patientId }: PatientSectionProps) {
  return (
    <>
      <ExercisesPanel progressLink="/patient-portal/dashboard?tab=progress" />
      <MyRecommendationsPanel patientId={patientId} />
    </>
  );
}
