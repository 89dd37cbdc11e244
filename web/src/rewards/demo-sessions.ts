import type { DemoSession } from './rewardsEndpoints';

/** Spec 001: a demo session is one of these three, chosen at random. */
export const demoSessions: readonly DemoSession[] = [
  { completedExercises: 5, totalExercises: 5, totalMinutes: 25 },
  { completedExercises: 3, totalExercises: 4, totalMinutes: 20 },
  { completedExercises: 4, totalExercises: 6, totalMinutes: 30 },
];

export const pickDemoSession = (random = Math.random) => demoSessions[Math.floor(random() * demoSessions.length)] ?? demoSessions[0]!;
