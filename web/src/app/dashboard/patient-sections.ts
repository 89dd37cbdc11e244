import type { ComponentType } from 'react';
import type { PatientRecord } from '@pt/contracts';
import { PublishedTipsPanel } from '../../health-tips/PublishedTipsPanel';
import { ProgressPanel } from '../../my-progress/ProgressPanel';
import { AppointmentsPanel } from './AppointmentsPanel';
import { PatientExercisesPanel } from './PatientExercisesPanel';
import { RewardsTab } from './RewardsTab';

/** What every tab's panel is given: the patient's record (its id is the rewards' `patientId`). */
export interface PatientSectionProps {
  patient: PatientRecord;
  patientId: string;
}

/**
 * The tabs of the patient dashboard, in order (spec 001: exercises, progress, appointments, tips,
 * rewards). A new tab is one entry here with its panel; `?tab=` names the open one, and the shell's
 * navigation (portal-navigation.ts) links to them.
 */
export interface PatientSection {
  id: string;
  label: string;
  Panel: ComponentType<PatientSectionProps>;
}

export const patientSections: readonly PatientSection[] = [
  { id: 'exercises', label: 'Exercises', Panel: PatientExercisesPanel },
  { id: 'progress', label: 'Progress', Panel: ProgressPanel },
  { id: 'appointments', label: 'Appointments', Panel: AppointmentsPanel },
  { id: 'tips', label: 'Health Tips', Panel: PublishedTipsPanel },
  { id: 'rewards', label: 'Rewards', Panel: RewardsTab },
];

/** The tab the address asks for (`?tab=`), else the first. */
export const chosenPatientTab = (requested: string | null): string => (patientSections.find((s) => s.id === requested) ?? patientSections[0]!).id;
