import { describe, expect, it } from 'vitest';
import { patientSections } from '../dashboard/patient-sections';
import { currentEntry, navigationItems, patientNavigation, portalNavigationFor, settingsEntry } from './portal-navigation';

const labels = (entries: readonly { label: string }[]) => entries.map((e) => e.label);

describe("the signed-in shell's navigation", () => {
  it('has one list per role, each with Messages and its unread count', () => {
    expect(labels(portalNavigationFor('patient'))).toEqual(['My Exercises', 'Progress', 'Appointments', 'Health Tips', 'Rewards', 'Messages']);
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

  it("links patients only to tabs their dashboard has, or to a page of its own", () => {
    for (const entry of patientNavigation) {
      if (!entry.to.startsWith('/patient-portal/dashboard')) continue;
      const tab = new URL(entry.to, 'http://localhost').searchParams.get('tab');
      expect(patientSections.map((s) => s.id), entry.to).toContain(tab);
    }
  });

  it('names the page on screen: the tab asked for, else the first tab, else the plain entry', () => {
    const patient = [...portalNavigationFor('patient'), settingsEntry];
    expect(currentEntry(patient, '/patient-portal/dashboard', '')?.label).toBe('My Exercises');
    expect(currentEntry(patient, '/patient-portal/dashboard', '?tab=tips')?.label).toBe('Health Tips');
    expect(currentEntry(patient, '/patient-portal/settings', '')?.label).toBe('Settings');
    expect(currentEntry(patient, '/patient-portal/setup', '')).toBeUndefined();
    expect(currentEntry(patient, '/patient-portal/rewards', '?tab=history')?.label).toBe('Rewards');
    const staff = portalNavigationFor('admin');
    expect(currentEntry(staff, '/patient-portal/dashboard', '')?.label).toBe('Dashboard');
    expect(currentEntry(staff, '/patient-portal/dashboard', '?tab=staff-accounts')?.label).toBe('Staff Accounts');
    expect(currentEntry(staff, '/patient-portal/dashboard', '?tab=admin-panel')?.label).toBe('Dashboard');
    expect(currentEntry(staff, '/staff/inbox', '')?.label).toBe('Requests');
    expect(currentEntry(staff, '/staff/messages', '?c=c1')?.label).toBe('Messages');
    expect(currentEntry(patient, '/patient-portal/messages', '?new')?.label).toBe('Messages');
    expect(currentEntry(staff, '/patient-portal/rewards', '?patient=p1')).toBeUndefined();
  });
});
