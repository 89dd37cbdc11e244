/** Jobs the projector's reactions enqueue and the worker runs. The job id is the causing event's id. */
export const queues = {
  notifications: 'notifications',
} as const;

export interface NotificationJob {
  stream: string;
  eventId: string;
}
