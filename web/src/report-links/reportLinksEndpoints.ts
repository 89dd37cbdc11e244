import type { CreatedReportAnswer, ReportRequest, RevokedReportAnswer, SharedReport, SharedReportsAnswer } from '@pt/contracts';
import { api } from '../shared/api/api';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';
import { upsertNewer } from '../shared/live/positions';
import { reportBefore, sortReports } from './report-link-view';

const ofPatient = (patientId: string) => [{ type: 'SharedReport' as const, id: patientId }];

/**
 * A patient's shared report links (spec 001, the therapist's report generator): the list, creating
 * one (therapists and admins), turning one off. Cached by patient id; live messages patch it
 * (live.ts). Each link's openings: shared/report-access.
 */
export const reportLinksApi = api.enhanceEndpoints({ addTagTypes: ['SharedReport'] }).injectEndpoints({
  endpoints: (build) => ({
    sharedReports: build.query<SharedReport[], string>({
      query: (patientId) => ({ url: `/api/portal/reports/patient/${encodeURIComponent(patientId)}`, params: afterLatestWrite() }),
      transformResponse: (answer: SharedReportsAnswer) => sortReports(answer.reports),
      providesTags: (_result, _error, patientId) => ofPatient(patientId),
      extraOptions: { portal: true },
    }),
    createSharedReport: build.mutation<CreatedReportAnswer, WithClientId<ReportRequest>>({
      query: (body) => ({ url: '/api/portal/reports/create', method: 'POST', body }),
      transformResponse: rememberWrite<CreatedReportAnswer>,
      // The new link shows at once in the list behind the dialog.
      async onQueryStarted({ patientId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.report) return;
        dispatch(
          reportLinksApi.util.updateQueryData('sharedReports', patientId, (draft) => {
            upsertNewer(draft, data.report, data.position, { before: reportBefore });
          }),
        );
      },
      extraOptions: { portal: true },
    }),
    // Turning a link off holds whatever openings came meanwhile (each moves the stream's revision):
    // no If-Match; turning off a link already off answers it as it is.
    revokeSharedReport: build.mutation<RevokedReportAnswer, Pick<SharedReport, 'id' | 'patientId'>>({
      query: ({ id }) => ({ url: `/api/portal/reports/${encodeURIComponent(id)}/revoke`, method: 'POST', body: {} }),
      transformResponse: rememberWrite<RevokedReportAnswer>,
      invalidatesTags: (_result, error, { patientId }) => (error ? ofPatient(patientId) : []),
      async onQueryStarted({ patientId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.report) return;
        dispatch(
          reportLinksApi.util.updateQueryData('sharedReports', patientId, (draft) => {
            upsertNewer(draft, data.report, data.position, { before: reportBefore });
          }),
        );
      },
      extraOptions: { portal: true },
    }),
  }),
});

export const { useSharedReportsQuery, useCreateSharedReportMutation, useRevokeSharedReportMutation } = reportLinksApi;
