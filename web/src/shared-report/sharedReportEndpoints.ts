import { reportPasswordHeader, type ProgressReportViewAnswer, type SharedReportViewAnswer } from '@pt/contracts';
import { api } from '../shared/api/api';

/**
 * The two public readings of a report link (no sign-in). Not retried (spec 001: shared-report
 * queries are not retried): every opening counts on the server, and a refusal would only repeat.
 * Not kept once the page is left: a report behind a password stays on screen only while it is open.
 */
// The slice's retry rule decides by `retryCondition`, which outranks `maxRetries`: this one says never.
// A signed-in therapist's preview carries their token: the server logs it as theirs and does not count it.
const noRetry = { retryCondition: () => false, identify: true };

export const sharedReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Reading B: the detailed report; the password, once the visitor gives it, travels in a header. */
    detailedReport: build.query<SharedReportViewAnswer, { shareId: string; password?: string }>({
      query: ({ shareId, password }) => ({
        url: `/api/reports/shared/${encodeURIComponent(shareId)}`,
        headers: password ? { [reportPasswordHeader]: password } : undefined,
      }),
      extraOptions: noRetry,
      keepUnusedDataFor: 0,
    }),
    /** Reading A: the therapist's progress report, when public. */
    simpleReport: build.query<ProgressReportViewAnswer, string>({
      query: (shareId) => `/api/shared-report/${encodeURIComponent(shareId)}`,
      extraOptions: noRetry,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useDetailedReportQuery, useSimpleReportQuery } = sharedReportApi;
