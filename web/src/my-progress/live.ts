import { registerLiveHandler } from '../shared/live/live-registry';
import { refetchOnNewDay } from '../shared/practice-day';
import { myProgressApi } from './myProgressEndpoints';

/**
 * A measurement of the patient (recorded by their therapist, or by themselves elsewhere) reaches their
 * chart. After a (re)connection the dashboard fetches it once its room is joined (PatientDashboard).
 */
export function registerMyProgressLiveUpdates(): void {
  registerLiveHandler('measurement.recorded', (_message, dispatch) => void dispatch(myProgressApi.util.invalidateTags(['MyProgress'])));
  // Whether today's pain was reported changes with the day.
  refetchOnNewDay(myProgressApi.util.invalidateTags(['MyProgress']));
}
