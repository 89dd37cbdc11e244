import type { StaffAccount } from '@pt/contracts';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { upsertNewer } from '../shared/live/positions';
import { accountsApi } from './accountsEndpoints';

/** The server's order: by role, then e-mail. */
const accountOrder = (a: StaffAccount, b: StaffAccount) => (a.role === b.role ? a.email < b.email : a.role < b.role);

const patchAccounts: LiveHandler<'account.changed'> = (message, dispatch) => {
  dispatch(
    accountsApi.util.updateQueryData('staffAccounts', undefined, (draft) => {
      upsertNewer(draft, message.data.account, message.position, { before: accountOrder });
    }),
  );
};

export function registerAccountsLiveUpdates(): void {
  registerLiveHandler('account.changed', patchAccounts);
  invalidateOnReconnect(accountsApi.util.invalidateTags(['StaffAccount']));
}
