import type { AssignedExercise, CommandAnswer, CompletionInput, DashboardStats } from '@pt/contracts';
import { api } from '../shared/api/api';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';

export type NewCompletion = WithClientId<CompletionInput> & { assignmentId: string };

/** The patient's own program: today's exercises, the stat cards, and recording a completion. */
export const myProgramApi = api.enhanceEndpoints({ addTagTypes: ['MyExercises', 'MyStats'] }).injectEndpoints({
  endpoints: (build) => ({
    myExercises: build.query<AssignedExercise[], void>({
      query: () => ({ url: '/api/portal/my-exercises', params: afterLatestWrite() }),
      transformResponse: (answer: { exercises: AssignedExercise[] }) => answer.exercises,
      providesTags: ['MyExercises'],
      extraOptions: { portal: true },
    }),
    myStats: build.query<DashboardStats, void>({
      query: () => ({ url: '/api/portal/dashboard', params: afterLatestWrite() }),
      transformResponse: (answer: { stats: DashboardStats }) => answer.stats,
      providesTags: ['MyStats'],
      extraOptions: { portal: true },
    }),
    completeExercise: build.mutation<CommandAnswer, NewCompletion>({
      query: ({ assignmentId, ...body }) => ({ url: `/api/portal/my-exercises/${encodeURIComponent(assignmentId)}/complete`, method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: (_result, error) => (error ? [] : ['MyExercises', 'MyStats']),
      extraOptions: { portal: true },
    }),
  }),
});

export const { useMyExercisesQuery, useMyStatsQuery, useCompleteExerciseMutation } = myProgramApi;
