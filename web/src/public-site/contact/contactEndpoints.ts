import type { CallbackRequest, CommandAnswer, ContactMessage } from '@pt/contracts';
import { api } from '../../shared/api/api';
import { normaliseAppointmentTypes, type AppointmentType } from './scheduling';

export const contactApi = api.enhanceEndpoints({ addTagTypes: ['AppointmentTypes'] }).injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<CommandAnswer, ContactMessage>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
    }),
    requestCallback: build.mutation<CommandAnswer, CallbackRequest>({
      query: (body) => ({ url: '/api/callback-request', method: 'POST', body }),
    }),
    appointmentTypes: build.query<AppointmentType[], void>({
      query: () => '/api/calendly/event-types',
      transformResponse: normaliseAppointmentTypes,
      providesTags: ['AppointmentTypes'],
    }),
  }),
});

export const { useSendContactMessageMutation, useRequestCallbackMutation, useAppointmentTypesQuery } = contactApi;
