import { sharedReportPath, type PatientListing, type ProgressReport, type ProgressReportTally } from '@pt/contracts';

/** The spec's search of the dashboard: the typed text in the full name, ignoring case and surrounding spaces. */
export function matchesFullName(patient: Pick<PatientListing, 'fullName' | 'firstName' | 'lastName'>, search: string): boolean {
  const typed = search.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!typed) return true;
  const fullName = (patient.fullName || `${patient.firstName} ${patient.lastName}`).toLowerCase().replace(/\s+/g, ' ');
  return fullName.includes(typed);
}

export const searchPatients = <P extends Pick<PatientListing, 'fullName' | 'firstName' | 'lastName'>>(patients: readonly P[], search: string): P[] =>
  patients.filter((patient) => matchesFullName(patient, search));

/**
 * The three views of /progress-reports, kept in the address so Back works and a view can be linked:
 * nothing (the dashboard), `?patient=<id>` (a patient's reports), `?view=create` (the form; with
 * `&patient=<id>` the patient is chosen already).
 */
export type ReportsView = { kind: 'dashboard' } | { kind: 'patient'; patientId: string } | { kind: 'create'; patientId: string | null };

/** Moves between the page's views; each is an entry in the history, so Back returns to the previous one. */
export type OpenView = (view: ReportsView) => void;

export function viewOf(params: URLSearchParams): ReportsView {
  const patientId = params.get('patient')?.trim() || null;
  if (params.get('view') === 'create') return { kind: 'create', patientId };
  if (patientId) return { kind: 'patient', patientId };
  return { kind: 'dashboard' };
}

export function paramsOf(view: ReportsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.kind === 'create') params.set('view', 'create');
  if (view.kind !== 'dashboard' && view.patientId) params.set('patient', view.patientId);
  return params;
}

/** The entry lists of the form (treatment goals, improvements, next goals): at most 30, each at most 500 characters. */
export const listLimits = { entries: 30, length: 500 } as const;

/**
 * The list after adding the typed entry, or null when nothing is to be added (empty, too long, a
 * repeat, the list full): the input then keeps its text.
 */
export function withEntry(list: readonly string[], typed: string): string[] | null {
  const entry = typed.trim().replace(/\s+/g, ' ');
  if (!entry || entry.length > listLimits.length || list.length >= listLimits.entries) return null;
  if (list.some((existing) => existing.toLowerCase() === entry.toLowerCase())) return null;
  return [...list, entry];
}

export const withoutEntry = (list: readonly string[], index: number): string[] => list.filter((_, i) => i !== index);

/** The report's public address on this site. */
export const shareUrlOf = (origin: string, shareId: string) => `${origin.replace(/\/+$/, '')}${sharedReportPath(shareId)}`;

export const sessionsLabel = (report: Pick<ProgressReport, 'sessionsCompleted' | 'totalSessions'>) =>
  `${report.sessionsCompleted}/${report.totalSessions} sessions`;

/** The count is of the recipients' openings: staff previews are logged (as such) but not counted. */
export const openingsLabel = (count: number) =>
  count === 1 ? 'Opened once by a recipient' : count === 0 ? 'Not opened by a recipient yet' : `Opened ${count} times by recipients`;

/** A patient card's share of the counters: '3 reports · 1 public', or none yet. */
export const tallyLabel = (tally: ProgressReportTally | undefined) =>
  !tally?.created ? 'No reports yet' : `${tally.created} ${tally.created === 1 ? 'report' : 'reports'} · ${tally.shared} public`;

/** Newest first, as the server lists them: by report date, then by creation. */
export const reportBefore = (a: ProgressReport, b: ProgressReport) =>
  a.reportDate === b.reportDate ? a.createdAt > b.createdAt : a.reportDate > b.reportDate;

/** The patients' order, as the server lists them: by last name, then first name. */
export const patientBefore = (a: PatientListing, b: PatientListing) =>
  a.lastName === b.lastName ? a.firstName.localeCompare(b.firstName) < 0 : a.lastName.localeCompare(b.lastName) < 0;
