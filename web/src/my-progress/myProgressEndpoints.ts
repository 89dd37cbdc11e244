import type { CommandAnswer, Measurement } from '@pt/contracts';
import { api } from '../shared/api/api';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';

export type PainReport = WithClientId<{ value: number; notes: string }>;

/** The patient's own measurements (pain and mobility, by staff or themselves) and today's pain report. */
export const myProgressApi = api.enhanceEndpoints({ addTagTypes: ['MyProgress'] }).injectEndpoints({
  endpoints: (build) => ({
    myProgress: build.query<Measurement[], void>({
      query: () => ({ url: '/api/portal/progress', params: afterLatestWrite() }),
      transformResponse: (answer: { measurements: Measurement[] }) => answer.measurements,
      providesTags: ['MyProgress'],
      extraOptions: { portal: true },
    }),
    reportPain: build.mutation<CommandAnswer, PainReport>({
      query: (body) => ({ url: '/api/portal/progress', method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: (_result, error) => (error ? [] : ['MyProgress']),
      extraOptions: { portal: true },
    }),
  }),
});

export const { useMyProgressQuery, useReportPainMutation } = myProgressApi;
