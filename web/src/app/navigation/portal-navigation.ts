import type { Role } from '@pt/contracts';
import { staffNavigationFor, type StaffNavigationEntry } from './staff-navigation';

/**
 * The signed-in shell's navigation, one list per role. Patients reach the tabs of their dashboard;
 * staff the staff dashboard and the staff block (staff-navigation.ts). Settings and Logout are the
 * shell's own entries beside the user.
 */
export type PortalNavigationEntry = Pick<StaffNavigationEntry, 'label' | 'to' | 'group' | 'badge'>;

export const patientNavigation: readonly PortalNavigationEntry[] = [
  { label: 'My Exercises', to: '/patient-portal/dashboard?tab=exercises' },
  { label: 'Progress', to: '/patient-portal/dashboard?tab=progress' },
  { label: 'Appointments', to: '/patient-portal/dashboard?tab=appointments' },
  { label: 'Health Tips', to: '/patient-portal/dashboard?tab=tips' },
  { label: 'Rewards', to: '/patient-portal/dashboard?tab=rewards' },
  { label: 'Messages', to: '/patient-portal/messages', badge: 'unreadMessages' },
];

const staffHome: PortalNavigationEntry = { label: 'Dashboard', to: '/patient-portal/dashboard' };

export const settingsEntry: PortalNavigationEntry = { label: 'Settings', to: '/patient-portal/settings' };

export function portalNavigationFor(role: Role): readonly PortalNavigationEntry[] {
  if (role === 'patient') return patientNavigation;
  return [staffHome, ...staffNavigationFor(role).map(({ label, to, group, badge }) => ({ label, to, ...(group && { group }), ...(badge && { badge }) }))];
}

/** What the bar shows: an entry, or a group's menu holding its entries. */
export type PortalNavigationItem = { kind: 'entry'; entry: PortalNavigationEntry } | { kind: 'group'; label: string; entries: PortalNavigationEntry[] };

/** The entries in order, those of a group gathered into one menu where its first entry stands. */
export function navigationItems(entries: readonly PortalNavigationEntry[]): PortalNavigationItem[] {
  const items: PortalNavigationItem[] = [];
  for (const entry of entries) {
    if (!entry.group) {
      items.push({ kind: 'entry', entry });
      continue;
    }
    const group = items.find((item) => item.kind === 'group' && item.label === entry.group);
    if (group?.kind === 'group') group.entries.push(entry);
    else items.push({ kind: 'group', label: entry.group, entries: [entry] });
  }
  return items;
}

const split = (to: string) => {
  const [path = '', query = ''] = to.split('?');
  return { path, tab: new URLSearchParams(query).get('tab') };
};

/** Pages of their own that belong to an entry of the navigation: the full rewards page to the Rewards tab. */
const pageOfEntry: Record<string, string> = { '/patient-portal/rewards': '/patient-portal/dashboard?tab=rewards' };

/**
 * The entry that names the page on screen, if any: the one with this path and `?tab=`; else this
 * path's entry without a tab; the dashboard opened without a tab is named by its plain entry, or
 * else by the first entry of that path (its first tab); a page of an entry's own, by that entry.
 */
export function currentEntry(entries: readonly PortalNavigationEntry[], pathname: string, search: string): PortalNavigationEntry | undefined {
  const owner = pageOfEntry[pathname];
  if (owner) return entries.find((entry) => entry.to === owner);
  const samePath = entries.filter((entry) => split(entry.to).path === pathname);
  const plain = samePath.find((entry) => split(entry.to).tab === null);
  const shown = new URLSearchParams(search).get('tab');
  if (shown === null) return plain ?? samePath[0];
  return samePath.find((entry) => split(entry.to).tab === shown) ?? plain;
}
