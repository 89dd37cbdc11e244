import type { StaffAccount } from '@pt/contracts';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { upsertNewer } from '../shared/live/positions';
import { readAgainIfOnItsWay } from '../shared/live/read-again';
import type { RootState } from '../shared/redux';
import { accountsApi } from './accountsEndpoints';

/** The server's order: by role, then e-mail. */
const accountOrder = (a: StaffAccount, b: StaffAccount) => (a.role === b.role ? a.email < b.email : a.role < b.role);

/** An account added, renamed or disabled takes its place in the list (read again if on its way). */
const patchAccounts: LiveHandler<'account.changed'> = (message, dispatch) => {
  dispatch((dispatchAgain, getState: () => RootState) => {
    dispatchAgain(
      accountsApi.util.updateQueryData('staffAccounts', undefined, (draft) => {
        upsertNewer(draft, message.data.account, message.position, { before: accountOrder });
      }),
    );
    readAgainIfOnItsWay(dispatchAgain, accountsApi.endpoints.staffAccounts.select()(getState() as never), accountsApi.util.invalidateTags(['StaffAccount']));
  });
};

export function registerAccountsLiveUpdates(): void {
  registerLiveHandler('account.changed', patchAccounts);
  invalidateOnReconnect(accountsApi.util.invalidateTags(['StaffAccount']));
}
