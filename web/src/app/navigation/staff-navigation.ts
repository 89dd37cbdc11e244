import { auditRoles, inboxRoles, recordReaderRoles, type Role } from '@pt/contracts';

/**
 * The staff screens' entries of the signed-in navigation, as one block: the shell's navigation list
 * takes them in, and the staff dashboard shows them as its quick links.
 */
export interface StaffNavigationEntry {
  label: string;
  to: string;
  roles: readonly Role[];
}

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: 'Patients', to: '/patient-portal/dashboard?tab=patients', roles: recordReaderRoles },
  { label: 'Exercise Library', to: '/patient-portal/dashboard?tab=exercise-library', roles: recordReaderRoles },
  { label: 'Health Tips', to: '/staff/health-tips', roles: recordReaderRoles },
  { label: 'Requests', to: '/staff/inbox', roles: inboxRoles },
  { label: 'Intake Forms', to: '/staff/intake', roles: recordReaderRoles },
  { label: 'Progress Reports', to: '/progress-reports', roles: recordReaderRoles },
  { label: 'Staff Accounts', to: '/patient-portal/dashboard?tab=staff-accounts', roles: ['admin'] },
  { label: 'Outbox', to: '/staff/outbox', roles: ['admin'] },
  { label: 'Event History', to: '/staff/audit', roles: auditRoles },
];

export const staffNavigationFor = (role: Role) => staffNavigation.filter((entry) => entry.roles.includes(role));
