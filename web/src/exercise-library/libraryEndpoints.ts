import type { CommandAnswer, Exercise, ExerciseInput } from '@pt/contracts';
import { api } from '../shared/api/api';
import { hasStatus } from '../shared/api/http-error';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';

/** A change of what someone saw: sent with `If-Match: "<revision>"`, refused (412) when it moved since. */
export interface ExerciseChange {
  id: string;
  revision: number;
  fields: ExerciseInput;
}

export interface SeedAnswer {
  success: true;
  count: number;
  created: number;
  position: string;
  message: string;
}

// After a success, or a 412 (someone else changed it): fetch the library again.
const refreshLibrary = (_result: unknown, error: unknown) => (!error || hasStatus(error, 412) ? (['Exercise'] as const) : []);

export const libraryApi = api.enhanceEndpoints({ addTagTypes: ['Exercise'] }).injectEndpoints({
  endpoints: (build) => ({
    exerciseLibrary: build.query<Exercise[], void>({
      query: () => ({ url: '/api/exercises', params: afterLatestWrite() }),
      transformResponse: (answer: { exercises: Exercise[] }) => answer.exercises,
      providesTags: ['Exercise'],
      extraOptions: { portal: true },
    }),
    createExercise: build.mutation<CommandAnswer, WithClientId<ExerciseInput>>({
      query: (body) => ({ url: '/api/exercises', method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: refreshLibrary,
      extraOptions: { portal: true },
    }),
    updateExercise: build.mutation<CommandAnswer, ExerciseChange>({
      query: ({ id, revision, fields }) => ({
        url: `/api/exercises/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: fields,
        headers: { 'If-Match': `"${revision}"` },
      }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: refreshLibrary,
      extraOptions: { portal: true },
    }),
    deleteExercise: build.mutation<CommandAnswer, { id: string; revision: number }>({
      query: ({ id, revision }) => ({
        url: `/api/exercises/${encodeURIComponent(id)}`,
        method: 'DELETE',
        headers: { 'If-Match': `"${revision}"` },
      }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: refreshLibrary,
      extraOptions: { portal: true },
    }),
    seedExercises: build.mutation<SeedAnswer, void>({
      query: () => ({ url: '/api/seed-exercises', method: 'POST', body: {} }),
      transformResponse: rememberWrite<SeedAnswer>,
      invalidatesTags: refreshLibrary,
      extraOptions: { portal: true },
    }),
  }),
});

export const {
  useExerciseLibraryQuery,
  useCreateExerciseMutation,
  useUpdateExerciseMutation,
  useDeleteExerciseMutation,
  useSeedExercisesMutation,
} = libraryApi;
