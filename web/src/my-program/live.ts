import { registerLiveHandler } from '../shared/live/live-registry';
import { refetchOnNewDay } from '../shared/practice-day';
import { myProgramApi } from './myProgramEndpoints';

/**
 * The patient's own room (`patient:<id>`) brings changes of their program: a new or changed
 * assignment, a completion or session recorded (also from another device), an edited exercise.
 * Each is fetched again: the cards carry what today asks of each exercise, computed by the server.
 * After a (re)connection the dashboard, the only screen that shows them, fetches them once its room
 * is joined (PatientDashboard); fetching them at the connection as well made a failing read retry twice over.
 */
const refetchProgram = (_message: unknown, dispatch: (action: ReturnType<typeof myProgramApi.util.invalidateTags>) => unknown) =>
  void dispatch(myProgramApi.util.invalidateTags(['MyExercises', 'MyStats']));

export function registerMyProgramLiveUpdates(): void {
  registerLiveHandler('assignment.changed', refetchProgram);
  registerLiveHandler('completion.recorded', refetchProgram);
  registerLiveHandler('session.recorded', refetchProgram);
  registerLiveHandler('exercise.changed', (_message, dispatch) => void dispatch(myProgramApi.util.invalidateTags(['MyExercises'])));
  // What today asks of each exercise, and today's and this week's counts, change at the practice's midnight.
  refetchOnNewDay(myProgramApi.util.invalidateTags(['MyExercises', 'MyStats']));
}
