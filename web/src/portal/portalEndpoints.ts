import type { AuthAnswer, Login } from '@pt/contracts';
import { api } from '../shared/api/api';

/** The login may also answer `{ success: false }` with a 2xx status. */
export type AuthResult = AuthAnswer | { success: false; message?: string };

export const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResult, Login>({
      query: (body) => ({ url: '/api/portal/login', method: 'POST', body }),
    }),
    register: build.mutation<AuthResult, Login & { role: 'patient' }>({
      query: (body) => ({ url: '/api/portal/register', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = portalApi;
