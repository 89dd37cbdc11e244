import type { CommandAnswer, Measurement, MeasurementInput, PatientListing, PatientRecord, PatientRecordInput } from '@pt/contracts';
import { api } from '../shared/api/api';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';
import { applyPatientChange } from '../shared/live/patient-change';
import { applyMeasurement, measurementsDuringFetches } from './measurement-cache';
import { patientChangesDuringFetches } from './patient-cache';

export type NewMeasurement = WithClientId<MeasurementInput> & { patientId: string };

const trimmedSearch = (search: string) => (search.trim() ? { search: search.trim() } : {});

/** Patients' records (list with search, one record with its profile, adding one) and their measurements. */
/** One search's list of patients. */
export const patientSearchTag = (search: string) => ({ type: 'Patient' as const, id: `search:${search}` });

export const patientsApi = api.enhanceEndpoints({ addTagTypes: ['Patient', 'Progress'] }).injectEndpoints({
  endpoints: (build) => ({
    // The lists hold no profile (ADR 28): it comes with the one record, whose reading is logged.
    patients: build.query<PatientListing[], string>({
      query: (search) => ({ url: '/api/admin/patients', params: { ...trimmedSearch(search), ...afterLatestWrite() } }),
      transformResponse: (answer: { patients: PatientListing[] }) => answer.patients,
      // Every list, and this search's alone (a live change that crossed its read reads it again).
      providesTags: (_result, _error, search) => ['Patient', patientSearchTag(search)],
      extraOptions: { portal: true },
    }),
    patient: build.query<PatientRecord, string>({
      query: (id) => ({ url: `/api/patients/${encodeURIComponent(id)}`, params: afterLatestWrite() }),
      transformResponse: (answer: { patient: PatientRecord }) => answer.patient,
      providesTags: (_result, _error, id) => [{ type: 'Patient', id }],
      extraOptions: { portal: true },
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const heard = await patientChangesDuringFetches.heardWhile(queryFulfilled, (change) => change.patient.id === id);
        if (!heard?.length) return;
        let newProfile = false;
        dispatch(
          patientsApi.util.updateQueryData('patient', id, (draft) => {
            for (const change of heard) newProfile = applyPatientChange(draft, change) || newProfile;
          }),
        );
        if (newProfile) dispatch(patientsApi.util.invalidateTags([{ type: 'Patient', id }]));
      },
    }),
    addPatient: build.mutation<CommandAnswer, WithClientId<PatientRecordInput>>({
      query: (body) => ({ url: '/api/admin/patients', method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: (_result, error) => (error ? [] : ['Patient']),
      extraOptions: { portal: true },
    }),
    progress: build.query<Measurement[], string>({
      query: (patientId) => ({ url: `/api/patients/${encodeURIComponent(patientId)}/progress`, params: afterLatestWrite() }),
      transformResponse: (answer: { measurements: Measurement[] }) => answer.measurements,
      providesTags: (_result, _error, patientId) => [{ type: 'Progress', id: patientId }],
      extraOptions: { portal: true },
      async onQueryStarted(patientId, { dispatch, queryFulfilled }) {
        const heard = await measurementsDuringFetches.heardWhile(queryFulfilled, (change) => change.measurement.patientId === patientId);
        if (!heard?.length) return;
        dispatch(
          patientsApi.util.updateQueryData('progress', patientId, (draft) => {
            for (const change of heard) applyMeasurement(draft, change);
          }),
        );
      },
    }),
    recordMeasurement: build.mutation<CommandAnswer, NewMeasurement>({
      query: ({ patientId, ...body }) => ({ url: `/api/patients/${encodeURIComponent(patientId)}/progress`, method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: (_result, error, { patientId }) => (error ? [] : [{ type: 'Progress', id: patientId }]),
      extraOptions: { portal: true },
    }),
  }),
});

export const { usePatientsQuery, usePatientQuery, useAddPatientMutation, useProgressQuery, useRecordMeasurementMutation } = patientsApi;
