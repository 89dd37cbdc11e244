import type { CommandAnswer, PasswordChange, PatientRecord, ProfileInput, PublicUser } from '@pt/contracts';
import { api } from '../shared/api/api';
import { hasStatus } from '../shared/api/http-error';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';

/**
 * The signed-in patient's own record and profile (`GET/POST /api/portal/profile`) and the password
 * of any signed-in user (`PUT /api/portal/password`). A patient without a profile reads `null`
 * (the server answers 404): the dashboard then shows 'Setting up your profile...'. A password change
 * answers a new token, which replaces the session's (every older one stops working).
 */
export const profileApi = api.enhanceEndpoints({ addTagTypes: ['MyProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    myProfile: build.query<PatientRecord | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/api/portal/profile', params: afterLatestWrite() });
        // No profile yet: the record it answers all the same (one staff made and the account joined) brings its name to setup.
        if (result.error) return hasStatus(result.error, 404) ? { data: recordOf(result.error.body) } : { error: result.error };
        const answer = result.data as { patient: PatientRecord };
        return { data: answer.patient };
      },
      providesTags: ['MyProfile'],
      extraOptions: { portal: true },
    }),
    saveProfile: build.mutation<CommandAnswer, WithClientId<ProfileInput>>({
      query: (body) => ({ url: '/api/portal/profile', method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: (_result, error) => (error ? [] : ['MyProfile']),
      extraOptions: { portal: true },
    }),
    setStaffName: build.mutation<CommandAnswer, { name: string }>({
      query: (body) => ({ url: '/api/portal/name', method: 'PUT', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      extraOptions: { portal: true },
    }),
    // The answer carries a new token: the change ended every session before it, this one included (ADR 33).
    changePassword: build.mutation<CommandAnswer & { token?: string; user?: PublicUser }, PasswordChange>({
      query: (body) => ({ url: '/api/portal/password', method: 'PUT', body }),
      transformResponse: rememberWrite<CommandAnswer & { token?: string; user?: PublicUser }>,
      extraOptions: { portal: true },
    }),
  }),
});

function recordOf(body: unknown): PatientRecord | null {
  const patient = typeof body === 'object' && body !== null ? (body as { patient?: unknown }).patient : null;
  return typeof patient === 'object' && patient !== null && typeof (patient as PatientRecord).id === 'string' ? (patient as PatientRecord) : null;
}

export const { useMyProfileQuery, useSaveProfileMutation, useSetStaffNameMutation, useChangePasswordMutation } = profileApi;
