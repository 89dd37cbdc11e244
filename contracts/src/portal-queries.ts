import type { ExerciseFields } from './exercises';
import type { MeasurementType, Profile } from './patients';

/** Documents of the portal's read models, as the API answers them and the web shows them. */

export type PatientRecord = {
  id: string;
  firstName: string;
  lastName: string;
  /** First and last name, for the case-insensitive search of the spec. */
  fullName: string;
  email: string;
  phone: string;
  dateOfBirth: string | null;
  primaryCondition: string;
  startDate: string;
  createdAt: string;
  /** The portal account joined to this record, once the person has one. */
  userId: string | null;
  /** What the patient entered at profile setup (or edited in Settings); null until then. */
  profile: Profile | null;
  profileSavedAt: string | null;
  revision: number;
  position: string;
};

/**
 * A patient as the staff's lists show them (patients, progress reports, recent activity) and as live
 * messages carry them: the record without the profile the patient entered (medical history,
 * conditions, allergies, medications, emergency contact). One patient's listing is
 * `GET /api/patients/:id/listing` (a list of one, not logged, for the views that name a patient without
 * showing the record); the profile is read with the record alone (`GET /api/patients/:id`), and that
 * reading is logged (ADR 28).
 */
export type PatientListing = Omit<PatientRecord, 'profile'>;

export function patientListingOf(record: PatientRecord): PatientListing {
  const { profile: _profile, ...listing } = record;
  return listing;
}

export type Exercise = ExerciseFields & {
  id: string;
  /** False once retired: no longer offered, still shown in the programs that had it. */
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  revision: number;
  position: string;
};

export type Assignment = {
  id: string;
  patientId: string;
  exerciseId: string;
  frequency: string;
  customInstructions: string;
  startDate: string;
  endDate: string | null;
  status: 'active' | 'ended';
  assignedBy: string;
  assignedAt: string;
  endedAt: string | null;
  /** The practice day it was ended on: from then on it is not planned. */
  endedOn: string | null;
  /** Changes of this assignment so far: send it back as `If-Match` to change it. */
  version: number;
  position: string;
};

/** An assignment with its exercise and what today asks of it (the patient's exercise cards). */
export type AssignedExercise = Assignment & {
  exercise: Pick<Exercise, 'id' | 'name' | 'description' | 'instructions' | 'category' | 'difficulty' | 'duration' | 'repetitions' | 'targetAreas' | 'equipmentNeeded' | 'precautions' | 'isActive'>;
  today: { done: number; planned: number };
};

export type Completion = {
  id: string;
  patientId: string;
  assignmentId: string;
  exerciseId: string;
  date: string;
  completedAt: string;
  duration: number | null;
  repetitionsCompleted: number | null;
  difficultyRating: number | null;
  painLevel: number | null;
  notes: string;
  position: string;
};

/** A day whose planned exercises were done (spec: exercise_sessions). */
export type ExerciseSession = {
  id: string;
  patientId: string;
  sessionDate: string;
  totalExercises: number;
  completedExercises: number;
  totalMinutes: number;
  perfectSession: boolean;
  /** Every point this session earned: its own, and the achievements and challenges it unlocked. */
  pointsEarned: number;
  /** Simulated by the Demo Mode card. */
  demo: boolean;
  createdAt: string;
  position: string;
};

/** Sessions a page of `GET /api/gamification/sessions/:patientId` holds, newest first. */
export const sessionsPageSize = 200;

/** A page of a patient's sessions: `nextBefore`, given back as `?before=`, reads on to the older ones (null: none). */
export interface SessionsAnswer {
  success: true;
  data: ExerciseSession[];
  nextBefore: string | null;
}

export type Measurement = {
  id: string;
  patientId: string;
  measurementType: MeasurementType;
  value: number;
  unit: string;
  bodyPart: string;
  notes: string;
  measuredBy: string;
  measuredByRole: 'patient' | 'staff';
  measurementDate: string;
  createdAt: string;
  position: string;
};

export type HealthTip = {
  id: string;
  title: string;
  category: string;
  content: string;
  targetConditions: string[];
  publishDate: string;
  isActive: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  revision: number;
  position: string;
};

/** The patient dashboard's stat cards, computed from events (DECISIONS.md), never fixed. */
export type DashboardStats = {
  today: string;
  activeExercises: number;
  completedToday: number;
  progressThisWeek: { completed: number; planned: number; percent: number };
  daysStreak: number;
};
