import type { Assignment, AssignmentInput, CommandAnswer, Exercise } from '@pt/contracts';
import { api } from '../shared/api/api';
import { hasStatus } from '../shared/api/http-error';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';
import { activityDuringFetches, applyActivityChange, patientOfChange, type PatientActivity } from './activity-cache';

/** An assignment of a patient's program with its exercise (null only if the exercise is unknown). */
export type ProgramAssignment = Assignment & { exercise: Exercise | null };

export interface ScheduleChange {
  frequency: string;
  customInstructions: string;
  startDate: string;
  endDate: string | null;
}

/** A change answers the assignment's new version: the next change is decided on it. */
export type AssignmentAnswer = CommandAnswer & { version: number };

const byPatient = (patientId: string) => [
  { type: 'Program' as const, id: patientId },
  { type: 'Activity' as const, id: patientId },
];

/** Exercise programs as staff manage them: assignments, the patient's recent activity, the exercises to choose from. */
export const programApi = api.enhanceEndpoints({ addTagTypes: ['Program', 'Activity', 'ExerciseChoice'] }).injectEndpoints({
  endpoints: (build) => ({
    program: build.query<ProgramAssignment[], string>({
      query: (patientId) => ({ url: `/api/admin/patient-exercises/${encodeURIComponent(patientId)}`, params: afterLatestWrite() }),
      transformResponse: (answer: { assignments: ProgramAssignment[] }) => answer.assignments,
      providesTags: (_result, _error, patientId) => [{ type: 'Program', id: patientId }],
      extraOptions: { portal: true },
    }),
    activity: build.query<PatientActivity, string>({
      query: (patientId) => ({ url: `/api/patients/${encodeURIComponent(patientId)}/activity`, params: afterLatestWrite() }),
      providesTags: (_result, _error, patientId) => [{ type: 'Activity', id: patientId }],
      extraOptions: { portal: true },
      async onQueryStarted(patientId, { dispatch, queryFulfilled }) {
        const heard = await activityDuringFetches.heardWhile(queryFulfilled, (change) => patientOfChange(change) === patientId);
        if (!heard?.length) return;
        dispatch(
          programApi.util.updateQueryData('activity', patientId, (draft) => {
            for (const change of heard) applyActivityChange(draft, change);
          }),
        );
      },
    }),
    exerciseChoices: build.query<Exercise[], void>({
      query: () => ({ url: '/api/exercises', params: afterLatestWrite() }),
      transformResponse: (answer: { exercises: Exercise[] }) => answer.exercises,
      providesTags: ['ExerciseChoice'],
      extraOptions: { portal: true },
    }),
    assignExercise: build.mutation<CommandAnswer, WithClientId<AssignmentInput> & { patientId: string }>({
      query: (body) => ({ url: '/api/admin/assign-exercise', method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: (_result, error, { patientId }) => (error ? (hasStatus(error, 410) ? ['ExerciseChoice'] : []) : byPatient(patientId)),
      extraOptions: { portal: true },
    }),
    changeAssignment: build.mutation<AssignmentAnswer, { assignment: Assignment; change: ScheduleChange | { status: 'ended' } }>({
      query: ({ assignment, change }) => ({
        url: `/api/admin/patient-exercises/${encodeURIComponent(assignment.id)}`,
        method: 'PATCH',
        body: change,
        headers: { 'If-Match': `"${assignment.version}"` },
      }),
      transformResponse: rememberWrite<AssignmentAnswer>,
      // After a success, or a 412 (someone else changed it): fetch the program again.
      invalidatesTags: (_result, error, { assignment }) => (!error || hasStatus(error, 412) ? byPatient(assignment.patientId) : []),
      extraOptions: { portal: true },
    }),
  }),
});

export const { useProgramQuery, useActivityQuery, useExerciseChoicesQuery, useAssignExerciseMutation, useChangeAssignmentMutation } = programApi;
