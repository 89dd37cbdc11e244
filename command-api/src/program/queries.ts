import { addDays, assignmentsListed, weekStart, type AssignedExercise, type Assignment, type Completion, type DashboardStats, type Day, type Exercise, type ExerciseSession } from '@pt/contracts';
import type { ReadModels } from '../core/read-models';
import { countBy, currentStreak, dayProgress, planForDay, weekProgress, type ProgramAssignment } from './plan';

const asPlanned = (a: Assignment): ProgramAssignment => a;

/**
 * A patient's assignments that can be planned on `from` or a later day (not over by their end date,
 * nor ended, before it), in the order they were assigned: however many ended ones came before.
 */
export const assignmentsFrom = (models: ReadModels, patientId: string, from: Day) =>
  models.find<Assignment>(
    'assignments',
    { patientId, $and: [{ $or: [{ endDate: null }, { endDate: { $gte: from } }] }, { $or: [{ endedOn: null }, { endedOn: { $gt: from } }] }] },
    { sort: { assignedAt: 1 }, limit: assignmentsListed },
  );

/** The read side of programs: a patient's exercise cards and stat cards, a patient's activity for staff. */
export function createProgramQueries(models: ReadModels) {
  /** Every assignment of the patient, ended ones too (the newest `assignmentsListed`), in the order they were assigned. */
  const assignmentsOf = async (patientId: string) =>
    (await models.find<Assignment>('assignments', { patientId }, { sort: { assignedAt: -1 }, limit: assignmentsListed })).reverse();
  const completionsSince = (patientId: string, from: Day) =>
    models.find<Completion>('completions', { patientId, date: { $gte: from } }, { sort: { completedAt: 1 }, limit: 5000 });

  async function withExercises(assignments: Assignment[]) {
    const exercises = await models.getMany<Exercise>('exercises', [...new Set(assignments.map((a) => a.exerciseId))]);
    return new Map(exercises.map((e) => [e.id, e]));
  }

  return {
    assignmentsOf,
    withExercises,

    /** The patient's exercise cards: what is active or about to start, with what today asks of each. */
    async myExercises(patientId: string, today: Day): Promise<AssignedExercise[]> {
      const assignments = (await assignmentsFrom(models, patientId, today)).filter((a) => a.status === 'active');
      const monday = weekStart(today);
      const completions = await completionsSince(patientId, monday);
      const plan = planForDay(assignments.map(asPlanned), today, countBy(completions.filter((c) => c.date < today), (c) => c.assignmentId));
      const doneToday = countBy(completions.filter((c) => c.date === today), (c) => c.assignmentId);
      const exercises = await withExercises(assignments);
      return assignments.flatMap((a) => {
        const exercise = exercises.get(a.exerciseId);
        if (!exercise) return [];
        const { id, name, description, instructions, category, difficulty, duration, repetitions, targetAreas, equipmentNeeded, precautions, isActive } = exercise;
        const planned = plan.items.find((i) => i.assignmentId === a.id)?.required ?? 0;
        return [{ ...a, exercise: { id, name, description, instructions, category, difficulty, duration, repetitions, targetAreas, equipmentNeeded, precautions, isActive }, today: { done: doneToday.get(a.id) ?? 0, planned } }];
      });
    },

    /** The four stat cards, computed from events (DECISIONS.md). */
    async dashboard(patientId: string, today: Day): Promise<DashboardStats> {
      const assignments = (await assignmentsFrom(models, patientId, weekStart(today))).map(asPlanned);
      const completions = await completionsSince(patientId, weekStart(today));
      const sessions = await models.find<ExerciseSession>('sessions', { patientId, sessionDate: { $gte: addDays(today, -400) } }, { sort: { sessionDate: -1 }, limit: 400 });
      const plan = planForDay(assignments, today, countBy(completions.filter((c) => c.date < today), (c) => c.assignmentId));
      return {
        today,
        activeExercises: assignments.filter((a) => a.startDate <= today && (a.endDate === null || a.endDate >= today) && a.endedOn === null).length,
        // What today's plan asked for and got: an extra round of a done exercise is not planned progress.
        completedToday: dayProgress(plan, countBy(completions.filter((c) => c.date === today), (c) => c.assignmentId)).completed,
        progressThisWeek: weekProgress(assignments, today, completions),
        daysStreak: currentStreak(sessions.map((s) => s.sessionDate), today),
      };
    },

    /** What staff see of a patient's activity: recent completions and sessions. */
    async activity(patientId: string, today: Day) {
      const [completions, sessions] = await Promise.all([
        models.find<Completion>('completions', { patientId }, { sort: { completedAt: -1 }, limit: 50 }),
        models.find<ExerciseSession>('sessions', { patientId }, { sort: { sessionDate: -1 }, limit: 30 }),
      ]);
      return { completions, sessions, stats: await this.dashboard(patientId, today) };
    },
  };
}

export type ProgramQueries = ReturnType<typeof createProgramQueries>;
