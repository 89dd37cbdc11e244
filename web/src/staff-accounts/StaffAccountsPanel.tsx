import { useState } from 'react';
import type { StaffAccount } from '@pt/contracts';
import { hasStatus, serverMessage } from '../shared/api/http-error';
import { formatMoment } from '../shared/dates';
import { useStaffAccess } from '../shared/session/staff-access';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { useSetAccountActiveMutation, useStaffAccountsQuery } from './accountsEndpoints';
import { NewAccountDialog } from './NewAccountDialog';
import { RenameAccountDialog } from './RenameAccountDialog';
import { roleLabels } from './roles';
import '../shared/ui/staff-panel.scss';
import './accounts.scss';

/** Staff accounts (admins): who may sign in with which role, and when they last did; name, disable and enable. */
export function StaffAccountsPanel() {
  const { user, isAdmin } = useStaffAccess();
  const { data, isLoading, isError, error, refetch, isFetching } = useStaffAccountsQuery(undefined, { skip: !isAdmin });
  const failed = useFailed(isError, error);
  const [setActive, changing] = useSetAccountActiveMutation();
  const notify = useNotice();
  const [adding, setAdding] = useState(false);
  const [toDisable, setToDisable] = useState<StaffAccount | null>(null);
  const [toRename, setToRename] = useState<StaffAccount | null>(null);
  const accounts = (data ?? []).filter((account) => account.role !== 'patient');

  async function change(account: StaffAccount, active: boolean) {
    try {
      await setActive({ account, active }).unwrap();
      notify(
        active
          ? { title: 'Account Enabled', description: `${account.email} can sign in again.` }
          : { title: 'Account Disabled', description: `${account.email} was signed out and cannot sign in.` },
      );
    } catch (failure) {
      const description = hasStatus(failure, 412)
        ? 'This account was changed by someone else. The list now shows the latest version.'
        : (serverMessage(failure) ?? (active ? 'Failed to enable account' : 'Failed to disable account'));
      notify({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setToDisable(null);
    }
  }

  if (!isAdmin) return <p className="notification is-warning is-light">Staff accounts are managed by administrators.</p>;

  return (
    <section className="staff-panel" aria-labelledby="accounts-title">
      <div className="staff-panel-header">
        <div>
          <h2 className="title is-4 mb-1" id="accounts-title">
            Staff Accounts
          </h2>
          <p className="staff-panel-count">{accounts.filter((a) => a.active).length} active</p>
        </div>
        <button type="button" className="button is-primary" onClick={() => setAdding(true)}>
          Add Staff Account
        </button>
      </div>
      {failed ? (
        <LoadFailure what="The staff accounts" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <PageLoading label="Loading staff accounts..." />
      ) : (
        <ul className="account-list" data-testid="staff-accounts">
          {accounts.map((account) => {
            const self = account.id === user.id;
            const headingId = `account-${account.id}`;
            return (
              <li key={account.id} className={`account-row${account.active ? '' : ' is-disabled'}`} data-testid="staff-account" data-email={account.email}>
                <div className="account-who">
                  <span className="account-name" id={headingId}>
                    {account.name ? <span className="account-display-name">{account.name}</span> : <span className="account-unnamed">No name yet</span>}
                    <span className="account-email">{account.email}</span>
                  </span>
                  <span className="tags account-tags mb-0">
                    <span className="tag role-tag">{roleLabels[account.role]}</span>
                    <span className={`tag status-tag ${account.active ? 'is-success is-light' : 'is-danger is-light'}`}>{account.active ? 'Active' : 'Disabled'}</span>
                    {self && <span className="tag is-light">You</span>}
                  </span>
                </div>
                <p className="account-last-sign-in">
                  <span className="field-caption">Last sign-in</span> <span className="account-last-sign-in-value">{account.lastSignIn ? formatMoment(account.lastSignIn) : 'Never'}</span>
                </p>
                <div className="account-action">
                  <button type="button" className="button is-small is-light" aria-describedby={headingId} onClick={() => setToRename(account)}>
                    {account.name ? 'Rename' : 'Add name'}
                  </button>
                  {!self &&
                    (account.active ? (
                      <button type="button" className="button is-small is-danger is-outlined" aria-describedby={headingId} onClick={() => setToDisable(account)}>
                        Disable
                      </button>
                    ) : (
                      // Not `disabled` while it is sent: that would drop the focus to the page's body (React reuses this button as Disable after).
                      <button
                        type="button"
                        className="button is-small is-primary is-outlined"
                        aria-describedby={headingId}
                        aria-disabled={changing.isLoading || undefined}
                        onClick={() => !changing.isLoading && void change(account, true)}
                      >
                        Enable
                      </button>
                    ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {adding && <NewAccountDialog onClose={() => setAdding(false)} />}
      {toRename && <RenameAccountDialog account={toRename} onClose={() => setToRename(null)} />}
      {toDisable && (
        <ConfirmDialog
          title="Disable account"
          message={`Disable ${toDisable.name ?? toDisable.email}? They are signed out at once and cannot sign in until the account is enabled again.`}
          confirmLabel="Disable"
          busyLabel="Disabling..."
          busy={changing.isLoading}
          onConfirm={() => void change(toDisable, false)}
          onCancel={() => setToDisable(null)}
        />
      )}
    </section>
  );
}
