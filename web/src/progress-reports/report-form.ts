import { practiceDay } from '../shared/practice-day';

/** The form's values: the contracts' request without the client id (added per submission). */
export interface ReportFormValues {
  patientId: string;
  reportTitle: string;
  treatmentGoals: string[];
  functionalImprovements: string[];
  nextGoals: string[];
  sessionsCompleted: number;
  totalSessions: number;
  painLevel: number | null;
  mobilityScore: number | null;
  strengthScore: number | null;
  balanceScore: number | null;
  reportDate: string;
  therapistNotes: string;
  isPublic: boolean;
}

/** The fields a 400's field errors are shown beside. */
export const reportFieldNames = [
  'patientId',
  'reportTitle',
  'treatmentGoals',
  'functionalImprovements',
  'nextGoals',
  'sessionsCompleted',
  'totalSessions',
  'painLevel',
  'mobilityScore',
  'strengthScore',
  'balanceScore',
  'reportDate',
  'therapistNotes',
  'isPublic',
] as const satisfies readonly (keyof ReportFormValues)[];

/** The spec's defaults: 0 of 12 sessions, today, private. */
export const emptyReport = (patientId: string | null): ReportFormValues => ({
  patientId: patientId ?? '',
  reportTitle: '',
  treatmentGoals: [],
  functionalImprovements: [],
  nextGoals: [],
  sessionsCompleted: 0,
  totalSessions: 12,
  painLevel: null,
  mobilityScore: null,
  strengthScore: null,
  balanceScore: null,
  reportDate: practiceDay(),
  therapistNotes: '',
  isPublic: false,
});

// An empty number field: a score is optional (null); a count is required (NaN, which the schema refuses with its message).
export const optionalScore = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
export const requiredCount = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));
