import { invalidateOnReconnect, registerLiveHandler } from '../shared/live/live-registry';
import { myProgressApi } from './myProgressEndpoints';

/** A measurement of the patient (recorded by their therapist, or by themselves elsewhere) reaches their chart. */
export function registerMyProgressLiveUpdates(): void {
  registerLiveHandler('measurement.recorded', (_message, dispatch) => void dispatch(myProgressApi.util.invalidateTags(['MyProgress'])));
  invalidateOnReconnect(myProgressApi.util.invalidateTags(['MyProgress']));
}
