import { recordReaderRoles, type Role } from '@pt/contracts';

/**
 * The tabs of the staff dashboard, in order, and who sees each (spec 001: therapists see Patients and
 * Exercise Library). To add one (the intake 'Admin Panel', the therapists' 'Reports'): one entry here
 * and its panel in StaffDashboard.tsx (the compiler asks for it).
 */
export interface StaffTab {
  id: string;
  label: string;
  roles: readonly Role[];
}

export const staffTabs = [
  { id: 'patients', label: 'Patients', roles: recordReaderRoles },
  { id: 'exercise-library', label: 'Exercise Library', roles: recordReaderRoles },
  // Spec 001: the admin's 'Admin Panel' holds intake form management (therapists reach the forms from the navigation).
  { id: 'admin-panel', label: 'Admin Panel', roles: ['admin'] as readonly Role[] },
  { id: 'staff-accounts', label: 'Staff Accounts', roles: ['admin'] as readonly Role[] },
] as const satisfies readonly StaffTab[];

export type StaffTabId = (typeof staffTabs)[number]['id'];

export function staffTabsFor(role: Role): StaffTab[] {
  return staffTabs.filter((tab) => tab.roles.includes(role));
}

/** The tab the address asks for (`?tab=`), when this role has it; else the first. */
export function chosenTab(role: Role, requested: string | null): StaffTabId | undefined {
  const tabs = staffTabsFor(role);
  return (tabs.find((tab) => tab.id === requested) ?? tabs[0])?.id as StaffTabId | undefined;
}
