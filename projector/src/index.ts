import type { AnyProjection } from '@pt/contracts/core';
import { accountsProjection } from './projections/accounts';
import { inboxProjection } from './projections/inbox';
import { outboxProjection } from './projections/outbox';
import { notifyStaff } from './reactions/notify-staff';
import { startProjector, type ProjectorLogger, type ProjectorOptions, type ProjectorPorts, type Reaction } from './runner';

export { startProjector, type ProjectorPorts, type ProjectorStatus, type RunningProjector, type ProjectorLogger, type Reaction } from './runner';

export const projections: AnyProjection[] = [accountsProjection, inboxProjection, outboxProjection];
export const reactions: Reaction[] = [notifyStaff];

/** The projector role: every read model and reaction of the product. */
export function start(ports: ProjectorPorts, logger: ProjectorLogger, options: Partial<ProjectorOptions> = {}) {
  return startProjector(ports, { projections, reactions, logger, ...options });
}
