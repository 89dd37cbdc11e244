import type { CommandAnswer, PasswordReset, PasswordResetRequest } from '@pt/contracts';
import { api } from '../shared/api/api';

export type PasswordResetDone = CommandAnswer & { email: string; patientId: string | null };

/** A forgotten password (ADR 36): ask for a link, and choose a new password with it. Both for anyone, signed in or not. */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<{ success: true; message: string }, PasswordResetRequest>({
      query: (body) => ({ url: '/api/portal/password-reset/request', method: 'POST', body }),
    }),
    resetPassword: build.mutation<PasswordResetDone, PasswordReset>({
      query: (body) => ({ url: '/api/portal/password-reset', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResetPasswordMutation } = passwordResetApi;
