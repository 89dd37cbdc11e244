import type { RecordView, RecordViewsAnswer } from '@pt/contracts';
import { api } from '../shared/api/api';
import { afterLatestWrite } from '../shared/api/read-your-writes';
import { sortViews } from './record-view';

const ofPatient = (patientId: string) => [{ type: 'RecordView' as const, id: patientId }];

/** A patient record's access log (admins and auditors), newest first; live.ts patches it. */
export const recordViewsApi = api.enhanceEndpoints({ addTagTypes: ['RecordView'] }).injectEndpoints({
  endpoints: (build) => ({
    recordViews: build.query<RecordView[], string>({
      query: (patientId) => ({ url: `/api/patients/${encodeURIComponent(patientId)}/record-views`, params: afterLatestWrite() }),
      transformResponse: (answer: RecordViewsAnswer) => sortViews(answer.views),
      providesTags: (_result, _error, patientId) => ofPatient(patientId),
      extraOptions: { portal: true },
    }),
  }),
});

export const { useRecordViewsQuery } = recordViewsApi;
