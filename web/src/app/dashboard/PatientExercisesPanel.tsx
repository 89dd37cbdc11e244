import { ExercisesPanel } from '../../my-program/ExercisesPanel';

/** The exercises tab; its "all done" note links to the progress tab to report today's pain. */
export function PatientExercisesPanel() {
  return <ExercisesPanel progressLink="/patient-portal/dashboard?tab=progress" />;
}
