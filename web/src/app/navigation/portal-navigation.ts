import type { Role } from '@pt/contracts';
import { staffNavigationFor, type StaffNavigationEntry } from './staff-navigation';

/**
 * The signed-in shell's navigation, one list per role. Everyone's starts with Dashboard; patients then
 * have Messages, staff the screens of the staff block (staff-navigation.ts). No role's dashboard tabs
 * are repeated here: the dashboard shows them (ADR 30). Settings and Logout are the shell's own
 * entries beside the user.
 */
export type PortalNavigationEntry = Pick<StaffNavigationEntry, 'label' | 'to' | 'badge'> & {
  /** Pages of their own that belong to the entry: it is the current one on them too. */
  pages?: readonly string[];
};

export const patientNavigation: readonly PortalNavigationEntry[] = [
  // The full rewards page is the Rewards tab's, on the dashboard.
  { label: 'Dashboard', to: '/patient-portal/dashboard', pages: ['/patient-portal/rewards'] },
  { label: 'Messages', to: '/patient-portal/messages', badge: 'unreadMessages' },
];

const staffHome: PortalNavigationEntry = { label: 'Dashboard', to: '/patient-portal/dashboard' };

export const settingsEntry: PortalNavigationEntry = { label: 'Settings', to: '/patient-portal/settings' };

export function portalNavigationFor(role: Role): readonly PortalNavigationEntry[] {
  if (role === 'patient') return patientNavigation;
  return [staffHome, ...staffNavigationFor(role).map(({ label, to, badge }) => ({ label, to, ...(badge && { badge }) }))];
}

/**
 * The entry that names the page on screen, if any: the one that has this page as its own, else the
 * entry of this path. No entry names a tab of a dashboard, so Dashboard is current on every tab (the
 * tab bar itself says which is shown).
 */
export function currentEntry(entries: readonly PortalNavigationEntry[], pathname: string): PortalNavigationEntry | undefined {
  return entries.find((entry) => entry.pages?.includes(pathname)) ?? entries.find((entry) => entry.to.split('?')[0] === pathname);
}
