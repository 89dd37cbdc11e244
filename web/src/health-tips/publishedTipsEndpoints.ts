import type { HealthTip } from '@pt/contracts';
import { api } from '../shared/api/api';
import { afterLatestWrite } from '../shared/api/read-your-writes';

/** A published tip as a patient reads it: `forYou` when it names one of their conditions. */
export type PublishedTip = HealthTip & { forYou: boolean };

/** `GET /api/portal/health-tips`: published tips, those matching the patient's conditions first. */
export const publishedTipsApi = api.enhanceEndpoints({ addTagTypes: ['PublishedTip'] }).injectEndpoints({
  endpoints: (build) => ({
    publishedTips: build.query<PublishedTip[], void>({
      query: () => ({ url: '/api/portal/health-tips', params: afterLatestWrite() }),
      transformResponse: (answer: { tips: PublishedTip[] }) => answer.tips,
      providesTags: ['PublishedTip'],
      extraOptions: { portal: true },
    }),
  }),
});

export const { usePublishedTipsQuery } = publishedTipsApi;
