import type { CommandAnswer, PasswordChange, PatientRecord, ProfileInput, PublicUser } from '@pt/contracts';
import { api } from '../shared/api/api';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';

/**
 * The signed-in patient's own record and profile (`GET/POST /api/portal/profile`) and the password
 * of any signed-in user (`PUT /api/portal/password`). A patient without a profile yet reads the record
 * the account is joined to (profile null), or `null` without one: the dashboard then shows 'Setting up
 * your profile...'. Neither is an error (the server answers 200 with `profile: null`). A password change
 * answers a new token, which replaces the session's (every older one stops working).
 */
export const profileApi = api.enhanceEndpoints({ addTagTypes: ['MyProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    myProfile: build.query<PatientRecord | null, void>({
      // No profile yet: the record it answers all the same (one staff made and the account joined) brings its name to setup.
      query: () => ({ url: '/api/portal/profile', params: afterLatestWrite() }),
      transformResponse: (answer: MyProfileAnswer) => answer.patient,
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

/** `GET /api/portal/profile`: the patient's record (null before there is one) and its profile (null before setup). */
interface MyProfileAnswer {
  profile: PatientRecord['profile'];
  patient: PatientRecord | null;
}

export const { useMyProfileQuery, useSaveProfileMutation, useSetStaffNameMutation, useChangePasswordMutation } = profileApi;
