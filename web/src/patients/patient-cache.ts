import { liveChangesDuringFetches } from '../shared/live/changes-during-fetch';
import type { LivePatient } from '../shared/live/patient-change';

// A change heard while the record is on its way (the dialog's first read, or a read after a new profile)
// is applied again once it lands: with no record cached yet it patched nothing, and the answer, read
// before the change, would otherwise keep the old name (the dialog shows the record once it is not
// older than the listing it was opened with, and a patient who left the list's search has no newer one).
export const patientChangesDuringFetches = liveChangesDuringFetches<LivePatient>();
