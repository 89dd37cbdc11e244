import { describe, expect, it } from 'vitest';
import { chosenTab, staffTabs, staffTabsFor } from '../dashboard/staff-sections';
import { staffNavigation, staffNavigationFor } from './staff-navigation';

const labels = (entries: readonly { label: string }[]) => entries.map((e) => e.label);

describe("the staff screens: the dashboard's tabs and the navigation's entries", () => {
  it('therapists and auditors have the tabs Patients and Exercise Library; admins also the Admin Panel and Staff Accounts', () => {
    expect(labels(staffTabsFor('therapist'))).toEqual(['Patients', 'Exercise Library']);
    expect(labels(staffTabsFor('auditor'))).toEqual(['Patients', 'Exercise Library']);
    expect(labels(staffTabsFor('admin'))).toEqual(['Patients', 'Exercise Library', 'Admin Panel', 'Staff Accounts']);
    expect(staffTabsFor('patient')).toEqual([]);
  });

  it('links only to screens the role may open, none of them a dashboard tab', () => {
    expect(labels(staffNavigationFor('therapist'))).toEqual(['Health Tips', 'Requests', 'Messages', 'Intake Forms', 'Progress Reports']);
    expect(labels(staffNavigationFor('auditor'))).toEqual(['Health Tips', 'Messages', 'Intake Forms', 'Progress Reports', 'Event History']);
    expect(labels(staffNavigationFor('admin'))).toContain('Outbox');
    expect(labels(staffNavigationFor('admin'))).not.toContain('Event History');
    expect(staffNavigationFor('patient')).toEqual([]);
    for (const entry of staffNavigation) {
      expect(entry.to, entry.label).not.toContain('/patient-portal/dashboard');
      expect(staffTabs.map((tab) => tab.label), entry.label).not.toContain(entry.label);
    }
  });

  it('opens the tab the address names when the role has it, else the first', () => {
    expect(chosenTab('admin', 'staff-accounts')).toBe('staff-accounts');
    expect(chosenTab('therapist', 'staff-accounts')).toBe('patients');
    expect(chosenTab('auditor', 'exercise-library')).toBe('exercise-library');
    expect(chosenTab('therapist', null)).toBe('patients');
    expect(chosenTab('patient', 'patients')).toBeUndefined();
  });
});
