import type { PatientReportAccess, PatientReportAccessAnswer, ReportDisclosure, ReportDisclosuresAnswer } from '@pt/contracts';
import { api } from '../shared/api/api';
import { accessBefore } from '../shared/report-access/access-view';

/**
 * The signed-in patient's own reports and who opened their links. Read when the panel opens (not
 * live: the openings of a link are pushed to staff screens only).
 */
export const myReportsApi = api.enhanceEndpoints({ addTagTypes: ['MyReports'] }).injectEndpoints({
  endpoints: (build) => ({
    myReports: build.query<ReportDisclosure[], void>({
      query: () => '/api/portal/my-reports',
      transformResponse: (answer: ReportDisclosuresAnswer) => answer.reports,
      providesTags: ['MyReports'],
      extraOptions: { portal: true },
    }),
    myReportAccess: build.query<PatientReportAccess[], string>({
      query: (reportId) => `/api/portal/my-reports/${encodeURIComponent(reportId)}/access`,
      transformResponse: (answer: PatientReportAccessAnswer) => [...answer.accesses].sort((a, b) => (accessBefore(a, b) ? -1 : accessBefore(b, a) ? 1 : 0)),
      providesTags: ['MyReports'],
      extraOptions: { portal: true },
    }),
  }),
});

export const { useMyReportsQuery, useMyReportAccessQuery } = myReportsApi;
