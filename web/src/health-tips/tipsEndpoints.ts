import type { CommandAnswer, HealthTip, HealthTipInput } from '@pt/contracts';
import { api } from '../shared/api/api';
import { hasStatus } from '../shared/api/http-error';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';

// After a success, or a 412 (someone else changed it): fetch the tips again.
const refreshTips = (_result: unknown, error: unknown) => (!error || hasStatus(error, 412) ? (['HealthTip'] as const) : []);

/** Health tips as staff manage them: all of them (published, scheduled, withdrawn), write, edit, withdraw. */
export const tipsApi = api.enhanceEndpoints({ addTagTypes: ['HealthTip'] }).injectEndpoints({
  endpoints: (build) => ({
    healthTips: build.query<HealthTip[], void>({
      query: () => ({ url: '/api/health-tips', params: afterLatestWrite() }),
      transformResponse: (answer: { tips: HealthTip[] }) => answer.tips,
      providesTags: ['HealthTip'],
      extraOptions: { portal: true },
    }),
    writeTip: build.mutation<CommandAnswer, WithClientId<HealthTipInput>>({
      query: (body) => ({ url: '/api/health-tips', method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: refreshTips,
      extraOptions: { portal: true },
    }),
    updateTip: build.mutation<CommandAnswer, { id: string; revision: number; fields: HealthTipInput }>({
      query: ({ id, revision, fields }) => ({ url: `/api/health-tips/${encodeURIComponent(id)}`, method: 'PUT', body: fields, headers: { 'If-Match': `"${revision}"` } }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: refreshTips,
      extraOptions: { portal: true },
    }),
    withdrawTip: build.mutation<CommandAnswer, { id: string; revision: number }>({
      query: ({ id, revision }) => ({ url: `/api/health-tips/${encodeURIComponent(id)}`, method: 'DELETE', headers: { 'If-Match': `"${revision}"` } }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: refreshTips,
      extraOptions: { portal: true },
    }),
  }),
});

export const { useHealthTipsQuery, useWriteTipMutation, useUpdateTipMutation, useWithdrawTipMutation } = tipsApi;
