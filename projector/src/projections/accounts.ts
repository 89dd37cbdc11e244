import { rooms, type EventOf, type StaffAccount } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';

type AccountEvent = EventOf<
  'UserRegistered' | 'UserSignedIn' | 'UserDisabled' | 'UserEnabled' | 'StaffNameSet' | 'PasswordChanged' | 'EmailConfirmationRequested' | 'EmailConfirmed' | 'PasswordResetRequested'
>;

/**
 * Every portal account as the API checks a token against it (active, role, session version) and admins
 * list them. No password hashes here: they stay in the account's stream.
 */
export const accountsProjection = defineProjection<StaffAccount, AccountEvent>({
  name: 'accounts',
  // 2: staff names. 3: session versions (password changes), counted from the start of the log.
  version: 3,
  handles: ['UserRegistered', 'UserSignedIn', 'UserDisabled', 'UserEnabled', 'StaffNameSet', 'PasswordChanged', 'EmailConfirmationRequested', 'EmailConfirmed', 'PasswordResetRequested'],
  indexes: [{ role: 1, email: 1 }, { email: 1 }],
  documentId: (event) => event.stream.slice('user-'.length),
  namedBy: (id) => id,
  evolve(account, event) {
    if (event.type === 'UserRegistered') {
      const { email, role } = event.data;
      return { id: event.stream.slice('user-'.length), name: null, email, role, active: true, createdAt: event.metadata.at, lastSignIn: null, sessionVersion: 0, revision: event.revision, position: event.position };
    }
    if (!account) return null;
    switch (event.type) {
      case 'UserSignedIn':
        return { ...account, lastSignIn: event.metadata.at, revision: event.revision };
      case 'UserDisabled':
        return { ...account, active: false, revision: event.revision };
      case 'UserEnabled':
        return { ...account, active: true, revision: event.revision };
      case 'StaffNameSet':
        return { ...account, name: event.data.name, revision: event.revision };
      case 'PasswordChanged':
        return { ...account, sessionVersion: (account.sessionVersion ?? 0) + 1, revision: event.revision };
      // The revision only: it is what an admin's change is decided on (If-Match).
      case 'EmailConfirmationRequested':
      case 'EmailConfirmed':
      case 'PasswordResetRequested':
        return { ...account, revision: event.revision };
    }
  },
  // Sign-ins too: an open list shows the last sign-in, and keeps the revision a disable is decided on (If-Match).
  live: (account) => (account ? [{ type: 'account.changed', rooms: [rooms.role('admin')], data: { account } }] : []),
  // A disabled account's sockets close, and so do all of an account's at a password change: its client
  // that changed it connects again with its new token, any other's old token is refused (ADR 33).
  disconnects: (account, event) => (account && (event.type === 'UserDisabled' || event.type === 'PasswordChanged') ? [rooms.user(account.id)] : []),
});
