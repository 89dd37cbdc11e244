import type { RecordView, RecordViewsAnswer } from '@pt/contracts';
import { api } from '../shared/api/api';
import { afterLatestWrite } from '../shared/api/read-your-writes';
import { liveChangesDuringFetches } from '../shared/live/changes-during-fetch';
import { upsertNewer } from '../shared/live/positions';
import { sortViews, viewBefore } from './record-view';

const ofPatient = (patientId: string) => [{ type: 'RecordView' as const, id: patientId }];
const ofIntakeForm = (formId: string) => [{ type: 'IntakeFormView' as const, id: formId }];

/** A live `recordView.recorded` message: the reading, at its position in the log. */
export interface LiveRecordView {
  view: RecordView;
  position: string;
}

// A reading heard while a log is on its way is put on top again once it lands (see the helper).
const duringFetches = liveChangesDuringFetches<LiveRecordView>();
export const noteLiveRecordView = duringFetches.note;

/** Puts readings on top of a cached log (newest first), each once. */
export function putOnTop(log: RecordView[], heard: readonly LiveRecordView[]): void {
  for (const { view, position } of heard) upsertNewer(log, view, position, { before: viewBefore });
}

const heardDuring = async (fetched: Promise<unknown>, belongs: (view: RecordView) => boolean) =>
  (await duringFetches.heardWhile(fetched, ({ view }) => belongs(view))) ?? [];

/** The access logs (admins and auditors), newest first: a patient record's and an intake form's; live.ts patches them. */
export const recordViewsApi = api.enhanceEndpoints({ addTagTypes: ['RecordView', 'IntakeFormView'] }).injectEndpoints({
  endpoints: (build) => ({
    recordViews: build.query<RecordView[], string>({
      query: (patientId) => ({ url: `/api/patients/${encodeURIComponent(patientId)}/record-views`, params: afterLatestWrite() }),
      transformResponse: (answer: RecordViewsAnswer) => sortViews(answer.views),
      providesTags: (_result, _error, patientId) => ofPatient(patientId),
      extraOptions: { portal: true },
      async onQueryStarted(patientId, { dispatch, queryFulfilled }) {
        const heard = await heardDuring(queryFulfilled, (view) => view.patientId === patientId);
        if (heard.length) dispatch(recordViewsApi.util.updateQueryData('recordViews', patientId, (log) => putOnTop(log, heard)));
      },
    }),
    intakeFormViews: build.query<RecordView[], string>({
      query: (formId) => ({ url: `/api/intake/forms/${encodeURIComponent(formId)}/views`, params: afterLatestWrite() }),
      transformResponse: (answer: RecordViewsAnswer) => sortViews(answer.views),
      providesTags: (_result, _error, formId) => ofIntakeForm(formId),
      extraOptions: { portal: true },
      async onQueryStarted(formId, { dispatch, queryFulfilled }) {
        const heard = await heardDuring(queryFulfilled, (view) => view.formId === formId);
        if (heard.length) dispatch(recordViewsApi.util.updateQueryData('intakeFormViews', formId, (log) => putOnTop(log, heard)));
      },
    }),
  }),
});

export const { useRecordViewsQuery, useIntakeFormViewsQuery } = recordViewsApi;
