import type { IntakeStatus } from '@pt/contracts';

/** How a status reads on a badge and on its button (spec 001: Mark Pending / Mark Reviewed / Mark Completed). */
export const statusLabels: Record<IntakeStatus, string> = { pending: 'Pending', reviewed: 'Reviewed', completed: 'Completed' };
export const statusButtons: Record<IntakeStatus, string> = { pending: 'Mark Pending', reviewed: 'Mark Reviewed', completed: 'Mark Completed' };
export const statusTagClass: Record<IntakeStatus, string> = { pending: 'is-warning', reviewed: 'is-info is-light', completed: 'is-success is-light' };
export const statusOrder: readonly IntakeStatus[] = ['pending', 'reviewed', 'completed'];
