import type { AnyProjection } from '@pt/contracts/core';
import { accountsProjection } from './projections/accounts';
import { inboxProjection } from './projections/inbox';
import { conversationsProjection } from './projections/messages';
import { intakeFormsProjection } from './projections/intake-forms';
import { outboxProjection } from './projections/outbox';
import { exercisesProjection } from './projections/exercises';
import { healthTipsProjection } from './projections/health-tips';
import { patientsProjection } from './projections/patients';
import { assignmentsProjection, completionsProjection, measurementsProjection, sessionsProjection } from './projections/program';
import { recommendationsProjection } from './projections/recommendations';
import { progressReportsProjection, reportAccessProjection, reportsProjection } from './projections/reports';
import { recordViewsProjection } from './projections/record-views';
import { achievementsProjection, leaderboardProjection, rewardsProjection } from './projections/rewards';
import { awardPoints } from './reactions/award-points';
import { sendEmailConfirmation } from './reactions/email-confirmation';
import { notifyMessages } from './reactions/notify-messages';
import { notifyStaff } from './reactions/notify-staff';
import { sendPasswordReset } from './reactions/password-reset';
import { startProjector, type ProjectorLogger, type ProjectorOptions, type ProjectorPorts, type Reaction } from './runner';

export { startProjector, type ProjectorPorts, type ProjectorStatus, type RunningProjector, type ProjectorLogger, type Reaction } from './runner';

export const projections: AnyProjection[] = [
  accountsProjection,
  inboxProjection,
  intakeFormsProjection,
  outboxProjection,
  patientsProjection,
  exercisesProjection,
  assignmentsProjection,
  completionsProjection,
  sessionsProjection,
  measurementsProjection,
  healthTipsProjection,
  rewardsProjection,
  achievementsProjection,
  leaderboardProjection,
  recommendationsProjection,
  reportsProjection,
  progressReportsProjection,
  reportAccessProjection,
  recordViewsProjection,
  conversationsProjection,
];
export const reactions: Reaction[] = [notifyStaff, awardPoints, sendEmailConfirmation, notifyMessages, sendPasswordReset];

/** The projector role: every read model and reaction of the product. */
export function start(ports: ProjectorPorts, logger: ProjectorLogger, options: Partial<ProjectorOptions> = {}) {
  return startProjector(ports, { projections, reactions, logger, ...options });
}
