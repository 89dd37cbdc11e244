import type { CommandAnswer, IntakeForm, IntakeFormAnswer, IntakeFormSummary, IntakeFormsAnswer, IntakeStatus } from '@pt/contracts';
import { api } from '../shared/api/api';
import { hasStatus } from '../shared/api/http-error';
import { liveChangesDuringFetches } from '../shared/live/changes-during-fetch';
import { applyIntakeChange, findCachedForm, setCachedStatus } from './intake-cache';

/** Forms per page of the list (the whole list before it had pages). */
const intakePageSize = 200;

/** The list's address: the first page, or the page after the one whose `nextCursor` this is. */
const intakeFormsPath = (before: string | null, limit = intakePageSize) =>
  `/api/intake/forms?limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`;

/** A live `intake.changed` message: the form's summary as stored, at its position in the log. */
export interface LiveIntakeChange {
  form: IntakeFormSummary;
  position: string;
}

// A live change heard while a page is on its way is applied again once the page lands (see the helper).
const duringFetches = liveChangesDuringFetches<LiveIntakeChange>();
export const noteLiveIntakeChange = duringFetches.note;

export interface IntakeStatusChange {
  id: string;
  status: IntakeStatus;
  /** The revision the change was decided on: the server refuses it (412) when the form changed since. */
  revision?: number;
}

export type PatientRecordAnswer = CommandAnswer & { patientId: string };

export const intakeReviewApi = api.enhanceEndpoints({ addTagTypes: ['IntakeForms'] }).injectEndpoints({
  endpoints: (build) => ({
    // Newest first, a page at a time; a refetch (a tag invalidated) reads again every page fetched.
    intakeForms: build.infiniteQuery<IntakeFormsAnswer, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // null: the oldest form was reached.
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => intakeFormsPath(pageParam),
      extraOptions: { portal: true },
      providesTags: ['IntakeForms'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const heard = await duringFetches.heardWhile(queryFulfilled);
        if (!heard?.length) return;
        let unknown = false;
        dispatch(
          intakeReviewApi.util.updateQueryData('intakeForms', undefined, (draft) => {
            for (const { form, position } of heard) unknown = applyIntakeChange(draft, form, position) === 'unknown' || unknown;
          }),
        );
        // A change of a form on no page fetched: its old status is not known, the counters are read again.
        if (unknown) dispatch(intakeReviewApi.util.invalidateTags(['IntakeForms']));
      },
    }),
    // One whole form, health answers included: each reading is logged (ADR 29). Its answers never change
    // after submission, so nothing invalidates it; status and patient record come live from the list.
    intakeForm: build.query<IntakeForm, string>({
      query: (id) => `/api/intake/forms/${encodeURIComponent(id)}`,
      transformResponse: (answer: IntakeFormAnswer) => answer.form,
      extraOptions: { portal: true },
    }),
    setIntakeStatus: build.mutation<CommandAnswer, IntakeStatusChange>({
      query: ({ id, status, revision }) => ({
        url: `/api/intake/forms/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { status },
        headers: revision === undefined ? undefined : { 'If-Match': `"${revision}"` },
      }),
      extraOptions: { portal: true },
      // The new status shows at once, counters included; the live message then brings the stored form.
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        const patch = dispatch(intakeReviewApi.util.updateQueryData('intakeForms', undefined, (draft) => setCachedStatus(draft, id, status)));
        try {
          const { data } = await queryFulfilled;
          // The next change is decided on this revision, even before the live message arrives.
          dispatch(
            intakeReviewApi.util.updateQueryData('intakeForms', undefined, (draft) => {
              const form = findCachedForm(draft, id);
              if (form && form.revision < data.revision) form.revision = data.revision;
            }),
          );
        } catch (failure) {
          patch.undo();
          if (hasStatus((failure as { error?: unknown }).error, 412)) dispatch(intakeReviewApi.util.invalidateTags(['IntakeForms']));
        }
      },
    }),
    createIntakePatientRecord: build.mutation<PatientRecordAnswer, { formId: string; id: string }>({
      query: ({ formId, id }) => ({ url: `/api/intake/forms/${encodeURIComponent(formId)}/patient-record`, method: 'POST', body: { id } }),
      extraOptions: { portal: true },
      async onQueryStarted({ formId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          intakeReviewApi.util.updateQueryData('intakeForms', undefined, (draft) => {
            const form = findCachedForm(draft, formId);
            if (form && !form.patientId) form.patientId = data.patientId;
          }),
        );
      },
    }),
  }),
});

export const { useIntakeFormsInfiniteQuery, useIntakeFormQuery, useSetIntakeStatusMutation, useCreateIntakePatientRecordMutation } = intakeReviewApi;
