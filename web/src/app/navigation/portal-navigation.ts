import type { Role } from '@pt/contracts';
import { staffNavigationFor, type StaffNavigationEntry } from './staff-navigation';

/**
 * The signed-in shell's navigation, one list per role. Everyone's starts with Dashboard; patients then
 * have Messages (their dashboard's tabs are on the dashboard itself, never repeated here: ADR 30);
 * staff the staff block (staff-navigation.ts). Settings and Logout are the shell's own entries beside
 * the user.
 */
export type PortalNavigationEntry = Pick<StaffNavigationEntry, 'label' | 'to' | 'group' | 'badge'> & {
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

/**
 * The entry that names the page on screen, if any: the one that has this page as its own; else the
 * entry of this path with the `?tab=` shown (a staff tab that has an entry), else the path's entry
 * without a tab (the dashboard, whichever other tab it shows).
 */
export function currentEntry(entries: readonly PortalNavigationEntry[], pathname: string, search: string): PortalNavigationEntry | undefined {
  const owner = entries.find((entry) => entry.pages?.includes(pathname));
  if (owner) return owner;
  const samePath = entries.filter((entry) => split(entry.to).path === pathname);
  const shown = new URLSearchParams(search).get('tab');
  return samePath.find((entry) => split(entry.to).tab === shown) ?? samePath.find((entry) => split(entry.to).tab === null);
}
