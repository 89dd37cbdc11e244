import { describe, expect, it } from 'vitest';
import { patientSections } from '../dashboard/patient-sections';
import { currentEntry, navigationItems, patientNavigation, portalNavigationFor, settingsEntry } from './portal-navigation';

const labels = (entries: readonly { label: string }[]) => entries.map((e) => e.label);

describe("the signed-in shell's navigation", () => {
  it('has one list per role, each with Messages and its unread count', () => {
    expect(labels(portalNavigationFor('patient'))).toEqual(['Dashboard', 'Messages']);
    expect(labels(portalNavigationFor('therapist'))).toEqual(['Dashboard', 'Patients', 'Exercise Library', 'Health Tips', 'Requests', 'Messages', 'Intake Forms', 'Progress Reports']);
    expect(labels(portalNavigationFor('admin'))).toContain('Staff Accounts');
    for (const role of ['patient', 'therapist', 'admin', 'auditor'] as const) {
      expect(portalNavigationFor(role).find((e) => e.label === 'Messages')).toMatchObject({ to: role === 'patient' ? '/patient-portal/messages' : '/staff/messages', badge: 'unreadMessages' });
    }
  });

  it("keeps the admin's bar to nine items: Staff Accounts and Outbox in one Admin menu", () => {
    const shown = (role: 'admin' | 'therapist') => navigationItems(portalNavigationFor(role)).map((item) => (item.kind === 'entry' ? item.entry.label : `${item.label}: ${labels(item.entries).join(', ')}`));
    expect(shown('admin')).toEqual(['Dashboard', 'Patients', 'Exercise Library', 'Health Tips', 'Requests', 'Messages', 'Intake Forms', 'Progress Reports', 'Admin: Staff Accounts, Outbox']);
    expect(shown('therapist')).toEqual(labels(portalNavigationFor('therapist')));
    expect(navigationItems(patientNavigation).every((item) => item.kind === 'entry')).toBe(true);
  });

  it("does not repeat the patient dashboard's tabs: the dashboard has them, the navigation one entry for it", () => {
    const tabLabels = patientSections.map((s) => s.label);
    expect(tabLabels.length).toBeGreaterThan(1);
    for (const entry of patientNavigation) {
      expect(entry.to, entry.label).not.toContain('?tab=');
      expect(tabLabels, entry.label).not.toContain(entry.label);
    }
    expect(patientNavigation.filter((entry) => entry.to.startsWith('/patient-portal/dashboard'))).toHaveLength(1);
  });

  it('names the page on screen: an entry of its own tab, else the plain entry of its path, else the entry it belongs to', () => {
    const patient = [...portalNavigationFor('patient'), settingsEntry];
    // The patient's Dashboard, on every tab (the tab itself says which), and on the full rewards page.
    expect(currentEntry(patient, '/patient-portal/dashboard', '')?.label).toBe('Dashboard');
    for (const { id } of patientSections) expect(currentEntry(patient, '/patient-portal/dashboard', `?tab=${id}`)?.label, id).toBe('Dashboard');
    expect(currentEntry(patient, '/patient-portal/dashboard', '?tab=nonsense')?.label).toBe('Dashboard');
    expect(currentEntry(patient, '/patient-portal/rewards', '')?.label).toBe('Dashboard');
    expect(currentEntry(patient, '/patient-portal/rewards', '?tab=history')?.label).toBe('Dashboard');
    expect(currentEntry(patient, '/patient-portal/settings', '')?.label).toBe('Settings');
    expect(currentEntry(patient, '/patient-portal/setup', '')).toBeUndefined();
    expect(currentEntry(patient, '/patient-portal/messages', '?new')?.label).toBe('Messages');
    const staff = portalNavigationFor('admin');
    expect(currentEntry(staff, '/patient-portal/dashboard', '')?.label).toBe('Dashboard');
    expect(currentEntry(staff, '/patient-portal/dashboard', '?tab=staff-accounts')?.label).toBe('Staff Accounts');
    expect(currentEntry(staff, '/patient-portal/dashboard', '?tab=admin-panel')?.label).toBe('Dashboard');
    expect(currentEntry(staff, '/staff/inbox', '')?.label).toBe('Requests');
    expect(currentEntry(staff, '/staff/messages', '?c=c1')?.label).toBe('Messages');
    // A patient's rewards, opened from the patient's dialog, are no page of the staff's navigation.
    expect(currentEntry(staff, '/patient-portal/rewards', '?patient=p1')).toBeUndefined();
  });
});
