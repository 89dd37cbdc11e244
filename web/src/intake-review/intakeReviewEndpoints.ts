import type { CommandAnswer, IntakeFormsAnswer, IntakeStatus } from '@pt/contracts';
import { api } from '../shared/api/api';
import { hasStatus } from '../shared/api/http-error';
import { setCachedStatus } from './intake-cache';

export interface IntakeStatusChange {
  id: string;
  status: IntakeStatus;
  /** The revision the change was decided on: the server refuses it (412) when the form changed since. */
  revision?: number;
}

export type PatientRecordAnswer = CommandAnswer & { patientId: string };

export const intakeReviewApi = api.enhanceEndpoints({ addTagTypes: ['IntakeForms'] }).injectEndpoints({
  endpoints: (build) => ({
    intakeForms: build.query<IntakeFormsAnswer, void>({
      query: () => '/api/intake/forms',
      extraOptions: { portal: true },
      providesTags: ['IntakeForms'],
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
              const form = draft.forms.find((f) => f.id === id);
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
            const form = draft.forms.find((f) => f.id === formId);
            if (form && !form.patientId) form.patientId = data.patientId;
          }),
        );
      },
    }),
  }),
});

export const { useIntakeFormsQuery, useSetIntakeStatusMutation, useCreateIntakePatientRecordMutation } = intakeReviewApi;
