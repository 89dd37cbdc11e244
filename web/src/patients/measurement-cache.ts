import type { Measurement } from '@pt/contracts';
import { liveChangesDuringFetches } from '../shared/live/changes-during-fetch';
import { upsertNewer } from '../shared/live/positions';

/** A live `measurement.recorded` message: the measurement as stored, at its position in the log. */
export interface LiveMeasurement {
  measurement: Measurement;
  position: string;
}

/** Oldest first, as the list comes from the server: by the measurement's date, then when it was recorded. */
const byMeasurementDate = (a: Measurement, b: Measurement) =>
  a.measurementDate === b.measurementDate ? a.createdAt < b.createdAt : a.measurementDate < b.measurementDate;

/** Applies a live measurement to a patient's cached list (an immer draft), unless the list already holds it as new. */
export function applyMeasurement(draft: Measurement[], { measurement, position }: LiveMeasurement): void {
  upsertNewer(draft, measurement, position, { before: byMeasurementDate });
}

// A measurement heard while the list is on its way (say, the fetch after this screen's own
// measurement) is applied again once the list lands: the answer replaces the cached list, and would
// otherwise drop it until the next fetch.
export const measurementsDuringFetches = liveChangesDuringFetches<LiveMeasurement>();
