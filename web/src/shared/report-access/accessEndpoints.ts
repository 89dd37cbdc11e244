import type { ReportAccess, ReportAccessAnswer } from '@pt/contracts';
import { api } from '../api/api';
import { afterLatestWrite } from '../api/read-your-writes';
import { accessBefore } from './access-view';

const accessOf = (reportId: string) => [{ type: 'ReportAccess' as const, id: reportId }];

/** A report link's openings, of either kind of report (staff and auditors), newest first; live.ts patches them. */
export const reportAccessApi = api.enhanceEndpoints({ addTagTypes: ['ReportAccess'] }).injectEndpoints({
  endpoints: (build) => ({
    reportAccess: build.query<ReportAccess[], string>({
      query: (reportId) => ({ url: `/api/portal/reports/${encodeURIComponent(reportId)}/access`, params: afterLatestWrite() }),
      transformResponse: (answer: ReportAccessAnswer) => [...answer.accesses].sort((a, b) => (accessBefore(a, b) ? -1 : accessBefore(b, a) ? 1 : 0)),
      providesTags: (_result, _error, reportId) => accessOf(reportId),
      extraOptions: { portal: true },
    }),
  }),
});

export const { useReportAccessQuery } = reportAccessApi;
