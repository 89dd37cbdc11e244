import type { Completion, DashboardStats, ExerciseSession } from '@pt/contracts';
import { liveChangesDuringFetches } from '../shared/live/changes-during-fetch';
import { upsertNewer } from '../shared/live/positions';

/** A patient's recent activity as the patient dialog shows it. */
export interface PatientActivity {
  completions: Completion[];
  sessions: ExerciseSession[];
  stats: DashboardStats;
}

/** A live `completion.recorded` or `session.recorded` message: the record as stored, at its position in the log. */
export type LiveActivityChange = { completion: Completion; position: string } | { session: ExerciseSession; position: string };

export const patientOfChange = (change: LiveActivityChange): string => ('completion' in change ? change.completion.patientId : change.session.patientId);

/** Applies a live completion or session to a patient's cached activity (an immer draft), newest first, unless it holds it as new. */
export function applyActivityChange(draft: PatientActivity, change: LiveActivityChange): void {
  if ('completion' in change) upsertNewer(draft.completions, change.completion, change.position, { before: (a, b) => a.completedAt > b.completedAt });
  else upsertNewer(draft.sessions, change.session, change.position, { before: (a, b) => a.sessionDate > b.sessionDate });
}

// A completion or session heard while the activity is on its way is applied again once it lands: the
// answer replaces the cached activity, and would otherwise drop it until the next fetch (the stats
// line, which only the server counts, is fetched again after every such message).
export const activityDuringFetches = liveChangesDuringFetches<LiveActivityChange>();
