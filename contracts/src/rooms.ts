import type { Role } from './roles';

/** socket.io rooms. */
export const rooms = {
  user: (id: string) => `user:${id}`,
  patient: (id: string) => `patient:${id}`,
  role: (role: Role) => `role:${role}`,
  weeklyLeaderboard: 'leaderboard:weekly',
  report: (id: string) => `report:${id}`,
} as const;

/** Routes the web client renders without a prerendered page (signed-in areas, share links). */
export const clientOnlyRoutePrefixes = ['/patient-portal', '/staff', '/shared-report', '/progress-report', '/progress-reports'] as const;
