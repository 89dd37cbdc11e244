import type { CreatedProgressReportAnswer, PatientListing, ProgressReport, ProgressReportInput, ProgressReportsAnswer, ReportCounts } from '@pt/contracts';
import { api } from '../shared/api/api';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';
import { liveChangesDuringFetches } from '../shared/live/changes-during-fetch';
import { applyPatientChange, type LivePatient } from '../shared/live/patient-change';
import { upsertNewer } from '../shared/live/positions';
import { patientBefore, reportBefore } from './report-view';

export interface VisibilityChange {
  report: Pick<ProgressReport, 'id' | 'patientId'>;
  isPublic: boolean;
}

const ofPatient = (patientId: string) => [{ type: 'ProgressReport' as const, id: patientId }];
/** The server's largest page of patients: the dashboard searches the whole list on the client (by full name, as the spec asks). */
const everyPatient = { limit: '1000' };

// A change of a patient heard while the list or the open patient's listing is on its way is applied again once it lands (the answer may predate it).
const patientChangesDuringFetches = liveChangesDuringFetches<LivePatient>();
export const noteReportPatientChange = patientChangesDuringFetches.note;

/**
 * The staff progress reports (spec 001, /progress-reports): the patients to write about, the
 * counters, a patient's reports, creating one (exactly once per client id) and making one public or
 * private. Live messages patch the lists and refresh the counters (live.ts).
 */
export const progressReportsApi = api
  .enhanceEndpoints({ addTagTypes: ['ProgressReport', 'ProgressReportCounts', 'ReportPatient'] })
  .injectEndpoints({
    endpoints: (build) => ({
      reportPatients: build.query<PatientListing[], void>({
        query: () => ({ url: '/api/patients', params: { ...everyPatient, ...afterLatestWrite() } }),
        transformResponse: (answer: { patients: PatientListing[] }) => answer.patients,
        providesTags: ['ReportPatient'],
        extraOptions: { portal: true },
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const heard = await patientChangesDuringFetches.heardWhile(queryFulfilled);
          if (!heard?.length) return;
          dispatch(
            progressReportsApi.util.updateQueryData('reportPatients', undefined, (draft) => {
              for (const { patient, position } of heard) upsertNewer(draft, patient, position, { before: patientBefore });
            }),
          );
        },
      }),
      /** The patient a report view names: their listing, not their record (not a reading the access log records, ADR 28). */
      reportPatient: build.query<PatientListing, string>({
        query: (id) => ({ url: `/api/patients/${encodeURIComponent(id)}/listing`, params: afterLatestWrite() }),
        transformResponse: (answer: { patient: PatientListing }) => answer.patient,
        providesTags: (_result, _error, id) => [{ type: 'ReportPatient', id }],
        extraOptions: { portal: true },
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const heard = await patientChangesDuringFetches.heardWhile(queryFulfilled, (change) => change.patient.id === id);
          if (!heard?.length) return;
          dispatch(
            progressReportsApi.util.updateQueryData('reportPatient', id, (draft) => {
              for (const change of heard) applyPatientChange(draft, change);
            }),
          );
        },
      }),
      reportCounts: build.query<ReportCounts, void>({
        query: () => ({ url: '/api/progress-reports/counts', params: afterLatestWrite() }),
        providesTags: ['ProgressReportCounts'],
        extraOptions: { portal: true },
      }),
      progressReportsOf: build.query<ProgressReport[], string>({
        query: (patientId) => ({ url: `/api/progress-reports/patient/${encodeURIComponent(patientId)}`, params: afterLatestWrite() }),
        transformResponse: (answer: ProgressReportsAnswer) => [...answer.reports].sort((a, b) => (reportBefore(a, b) ? -1 : reportBefore(b, a) ? 1 : 0)),
        providesTags: (_result, _error, patientId) => ofPatient(patientId),
        extraOptions: { portal: true },
      }),
      createProgressReport: build.mutation<CreatedProgressReportAnswer, WithClientId<ProgressReportInput>>({
        query: (body) => ({ url: '/api/progress-reports', method: 'POST', body }),
        transformResponse: rememberWrite<CreatedProgressReportAnswer>,
        invalidatesTags: (_result, error, { patientId }) => (error ? [] : [...ofPatient(patientId), 'ProgressReportCounts']),
        extraOptions: { portal: true },
      }),
      changeReportVisibility: build.mutation<CreatedProgressReportAnswer, VisibilityChange>({
        query: ({ report, isPublic }) => ({ url: `/api/progress-reports/${encodeURIComponent(report.id)}/visibility`, method: 'POST', body: { isPublic } }),
        transformResponse: rememberWrite<CreatedProgressReportAnswer>,
        invalidatesTags: (_result, error) => (error ? [] : ['ProgressReportCounts']),
        // The badge changes at once; the counters are fetched again.
        async onQueryStarted({ report }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (!data?.report) return;
          dispatch(
            progressReportsApi.util.updateQueryData('progressReportsOf', report.patientId, (draft) => {
              upsertNewer(draft, data.report, data.position, { before: reportBefore });
            }),
          );
        },
        extraOptions: { portal: true },
      }),
    }),
  });

export const {
  useReportPatientsQuery,
  useReportPatientQuery,
  useReportCountsQuery,
  useProgressReportsOfQuery,
  useCreateProgressReportMutation,
  useChangeReportVisibilityMutation,
} = progressReportsApi;
