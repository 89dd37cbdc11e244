import type { CommandAnswer, StaffAccount } from '@pt/contracts';
import { api } from '../shared/api/api';
import { hasStatus } from '../shared/api/http-error';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';

export type StaffRole = 'therapist' | 'admin' | 'auditor';
export type NewStaffAccount = WithClientId<{ name: string; email: string; password: string; role: StaffRole }>;

// After a success, or a 412 (someone else changed it): fetch the accounts again.
const refreshAccounts = (_result: unknown, error: unknown) => (!error || hasStatus(error, 412) ? (['StaffAccount'] as const) : []);

/** Staff accounts, for admins: list, create, name, disable and enable. */
export const accountsApi = api.enhanceEndpoints({ addTagTypes: ['StaffAccount'] }).injectEndpoints({
  endpoints: (build) => ({
    staffAccounts: build.query<StaffAccount[], void>({
      query: () => ({ url: '/api/admin/users', params: afterLatestWrite() }),
      transformResponse: (answer: { users: StaffAccount[] }) => answer.users,
      providesTags: ['StaffAccount'],
      extraOptions: { portal: true },
    }),
    createStaffAccount: build.mutation<CommandAnswer, NewStaffAccount>({
      query: (body) => ({ url: '/api/admin/users', method: 'POST', body }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: refreshAccounts,
      extraOptions: { portal: true },
    }),
    setAccountActive: build.mutation<CommandAnswer, { account: StaffAccount; active: boolean }>({
      query: ({ account, active }) => ({
        url: `/api/admin/users/${encodeURIComponent(account.id)}`,
        method: 'PATCH',
        body: { active },
        headers: { 'If-Match': `"${account.revision}"` },
      }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: refreshAccounts,
      extraOptions: { portal: true },
    }),
    renameStaffAccount: build.mutation<CommandAnswer, { account: StaffAccount; name: string }>({
      query: ({ account, name }) => ({
        url: `/api/admin/users/${encodeURIComponent(account.id)}`,
        method: 'PATCH',
        body: { name },
        headers: { 'If-Match': `"${account.revision}"` },
      }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: refreshAccounts,
      extraOptions: { portal: true },
    }),
  }),
});

export const { useStaffAccountsQuery, useCreateStaffAccountMutation, useSetAccountActiveMutation, useRenameStaffAccountMutation } = accountsApi;
