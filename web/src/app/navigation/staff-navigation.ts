import { auditRoles, inboxRoles, messageReaderRoles, recordReaderRoles, type Role } from '@pt/contracts';

/**
 * The staff screens' entries of the signed-in navigation, as one block: the shell's navigation list
 * takes them in.
 */
export interface StaffNavigationEntry {
  label: string;
  to: string;
  roles: readonly Role[];
  /** Entries of one group share one menu of that name in the shell's navigation. */
  group?: 'Admin';
  /** A count shown beside the label: the conversations with unread messages. */
  badge?: 'unreadMessages';
}

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: 'Patients', to: '/patient-portal/dashboard?tab=patients', roles: recordReaderRoles },
  { label: 'Exercise Library', to: '/patient-portal/dashboard?tab=exercise-library', roles: recordReaderRoles },
  { label: 'Health Tips', to: '/staff/health-tips', roles: recordReaderRoles },
  { label: 'Requests', to: '/staff/inbox', roles: inboxRoles },
  { label: 'Messages', to: '/staff/messages', roles: messageReaderRoles, badge: 'unreadMessages' },
  { label: 'Intake Forms', to: '/staff/intake', roles: recordReaderRoles },
  { label: 'Progress Reports', to: '/progress-reports', roles: recordReaderRoles },
  // The admins' own screens: one 'Admin' menu keeps their navigation on one row.
  { label: 'Staff Accounts', to: '/patient-portal/dashboard?tab=staff-accounts', roles: ['admin'], group: 'Admin' },
  { label: 'Outbox', to: '/staff/outbox', roles: ['admin'], group: 'Admin' },
  { label: 'Event History', to: '/staff/audit', roles: auditRoles },
];

export const staffNavigationFor = (role: Role) => staffNavigation.filter((entry) => entry.roles.includes(role));
