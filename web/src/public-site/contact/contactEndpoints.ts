import type { CallbackRequest, CommandAnswer, ContactMessage } from '@pt/contracts';
import { api } from '../../shared/api/api';
import type { WithClientId } from '../../shared/api/request-id';
import { normaliseAppointmentTypes, type AppointmentType } from './scheduling';

export const contactApi = api.enhanceEndpoints({ addTagTypes: ['AppointmentTypes'] }).injectEndpoints({
  endpoints: (build) => ({
    // Creating commands carry the client's id: sent again, the same request is applied once.
    sendContactMessage: build.mutation<CommandAnswer, WithClientId<ContactMessage>>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
    }),
    requestCallback: build.mutation<CommandAnswer, WithClientId<CallbackRequest>>({
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
