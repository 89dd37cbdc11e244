import { describe, expect, it } from 'vitest';
import { patientSections } from '../dashboard/patient-sections';
import { staffTabs } from '../dashboard/staff-sections';
import { currentEntry, patientNavigation, portalNavigationFor, settingsEntry } from './portal-navigation';

const labels = (entries: readonly { label: string }[]) => entries.map((e) => e.label);

describe("the signed-in shell's navigation", () => {
  it('has one list per role, each with Messages and its unread count', () => {
    expect(labels(portalNavigationFor('patient'))).toEqual(['Dashboard', 'Messages']);
    expect(labels(portalNavigationFor('therapist'))).toEqual(['Dashboard', 'Health Tips', 'Requests', 'Messages', 'Intake Forms', 'Progress Reports']);
    expect(labels(portalNavigationFor('admin'))).toEqual(['Dashboard', 'Health Tips', 'Requests', 'Messages', 'Intake Forms', 'Progress Reports', 'Outbox']);
    expect(labels(portalNavigationFor('auditor'))).toEqual(['Dashboard', 'Health Tips', 'Messages', 'Intake Forms', 'Progress Reports', 'Event History']);
    for (const role of ['patient', 'therapist', 'admin', 'auditor'] as const) {
      expect(portalNavigationFor(role).find((e) => e.label === 'Messages')).toMatchObject({ to: role === 'patient' ? '/patient-portal/messages' : '/staff/messages', badge: 'unreadMessages' });
    }
  });

  it("does not repeat the staff dashboard's tabs: Dashboard leads to them, no entry names one", () => {
    const tabLabels = staffTabs.map((tab) => tab.label);
    for (const role of ['therapist', 'admin', 'auditor'] as const) {
      for (const entry of portalNavigationFor(role)) {
        expect(entry.to, `${role}: ${entry.label}`).not.toContain('?tab=');
        expect(tabLabels, `${role}: ${entry.label}`).not.toContain(entry.label);
      }
      expect(portalNavigationFor(role).filter((entry) => entry.to.startsWith('/patient-portal/dashboard')), role).toHaveLength(1);
    }
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

  it('names the page on screen: the entry it belongs to, else the entry of its path', () => {
    const patient = [...portalNavigationFor('patient'), settingsEntry];
    // The patient's Dashboard, on every tab (the tab itself says which), and on the full rewards page.
    expect(currentEntry(patient, '/patient-portal/dashboard')?.label).toBe('Dashboard');
    expect(currentEntry(patient, '/patient-portal/rewards')?.label).toBe('Dashboard');
    expect(currentEntry(patient, '/patient-portal/settings')?.label).toBe('Settings');
    expect(currentEntry(patient, '/patient-portal/setup')).toBeUndefined();
    expect(currentEntry(patient, '/patient-portal/messages')?.label).toBe('Messages');
    const staff = portalNavigationFor('admin');
    // Staff's Dashboard, on every tab of theirs.
    expect(currentEntry(staff, '/patient-portal/dashboard')?.label).toBe('Dashboard');
    expect(currentEntry(staff, '/staff/inbox')?.label).toBe('Requests');
    expect(currentEntry(staff, '/staff/messages')?.label).toBe('Messages');
    // A patient's rewards, opened from the patient's dialog, are no page of the staff's navigation.
    expect(currentEntry(staff, '/patient-portal/rewards')).toBeUndefined();
  });
});
