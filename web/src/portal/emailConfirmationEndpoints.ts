import type { CommandAnswer, EmailConfirmation, EmailConfirmationStatus } from '@pt/contracts';
import { api } from '../shared/api/api';
import { rememberWrite } from '../shared/api/read-your-writes';

export type EmailConfirmed = CommandAnswer & { patientId: string | null };
export type LinkSent = CommandAnswer & { confirmation: EmailConfirmationStatus };

/**
 * The signed-in patient's e-mail confirmation (ADR 33): whether the practice's record with their
 * e-mail waits for it (`GET /api/portal/confirm-email`), the link's confirmation, and another link.
 */
export const emailConfirmationApi = api.enhanceEndpoints({ addTagTypes: ['EmailConfirmation', 'MyProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    emailConfirmation: build.query<EmailConfirmationStatus, void>({
      query: () => '/api/portal/confirm-email',
      transformResponse: (answer: { confirmation: EmailConfirmationStatus }) => answer.confirmation,
      providesTags: ['EmailConfirmation'],
      extraOptions: { portal: true },
    }),
    confirmEmail: build.mutation<EmailConfirmed, EmailConfirmation>({
      query: (body) => ({ url: '/api/portal/confirm-email', method: 'POST', body }),
      transformResponse: rememberWrite<EmailConfirmed>,
      // The record joined: the profile and the dashboard read it (after this write).
      invalidatesTags: (_result, error) => (error ? [] : ['EmailConfirmation', 'MyProfile']),
      extraOptions: { portal: true },
    }),
    sendConfirmationAgain: build.mutation<LinkSent, void>({
      query: () => ({ url: '/api/portal/confirm-email/send', method: 'POST', body: {} }),
      transformResponse: rememberWrite<LinkSent>,
      invalidatesTags: ['EmailConfirmation'],
      extraOptions: { portal: true },
    }),
  }),
});

export const { useEmailConfirmationQuery, useConfirmEmailMutation, useSendConfirmationAgainMutation } = emailConfirmationApi;
