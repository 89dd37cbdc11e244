import type { Role } from '@pt/contracts';

export const roleLabels: Record<Role, string> = { patient: 'Patient', therapist: 'Therapist', admin: 'Administrator', auditor: 'Auditor' };
