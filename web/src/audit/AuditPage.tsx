import { auditRoles } from '@pt/contracts';
import { StaffPage } from '../shared/ui/StaffPage';
import { AuditHistory } from './AuditHistory';

/** /staff/audit: the event history, who did what and when, and what the screens showed then (auditors). */
export function AuditPage() {
  return (
    <StaffPage title="Event History" roles={auditRoles} refusal="The event history is for auditors.">
      <AuditHistory />
    </StaffPage>
  );
}
