import { inboxProjection } from './projections/inbox';
import { outboxProjection } from './projections/outbox';
import { notifyStaff } from './reactions/notify-staff';
import { startProjector, type ProjectorLogger, type ProjectorPorts } from './runner';

export { startProjector, type ProjectorPorts, type ProjectorStatus, type RunningProjector, type ProjectorLogger } from './runner';
export type { Projection, Reaction } from './projection';

export const projections = [inboxProjection, outboxProjection];
export const reactions = [notifyStaff];

/** The projector role: every read model and reaction of the product. */
export function start(ports: ProjectorPorts, logger: ProjectorLogger) {
  return startProjector(ports, { projections, reactions, logger });
}
