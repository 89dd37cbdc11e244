import { auditRoles, inboxRoles, messageReaderRoles, recordReaderRoles, type Role } from '@pt/contracts';

/**
 * The staff screens' entries of the signed-in navigation, as one block: the shell's navigation list
 * takes them in. The screens of their own, never the dashboard's tabs (Patients, Exercise Library,
 * Staff Accounts): the dashboard shows those one row below its Dashboard entry (ADR 30).
 */
export interface StaffNavigationEntry {
  label: string;
  to: string;
  roles: readonly Role[];
  /** A count shown beside the label: the conversations with unread messages. */
  badge?: 'unreadMessages';
}

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: 'Health Tips', to: '/staff/health-tips', roles: recordReaderRoles },
  { label: 'Requests', to: '/staff/inbox', roles: inboxRoles },
  { label: 'Messages', to: '/staff/messages', roles: messageReaderRoles, badge: 'unreadMessages' },
  { label: 'Intake Forms', to: '/staff/intake', roles: recordReaderRoles },
  { label: 'Progress Reports', to: '/progress-reports', roles: recordReaderRoles },
  { label: 'Outbox', to: '/staff/outbox', roles: ['admin'] },
  { label: 'Event History', to: '/staff/audit', roles: auditRoles },
];

export const staffNavigationFor = (role: Role) => staffNavigation.filter((entry) => entry.roles.includes(role));
