import type { CommandAnswer, IntakeFormData } from '@pt/contracts';
import { api } from '../shared/api/api';
import type { WithClientId } from '../shared/api/request-id';

export const intakeFormApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A create named by the client's id: sent again, the same form is stored once.
    submitIntakeForm: build.mutation<CommandAnswer, WithClientId<IntakeFormData>>({
      query: (body) => ({ url: '/api/intake/forms', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitIntakeFormMutation } = intakeFormApi;
