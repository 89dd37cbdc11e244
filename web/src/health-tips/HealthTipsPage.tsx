import { recordReaderRoles } from '@pt/contracts';
import { StaffPage } from '../shared/ui/StaffPage';
import { HealthTipsPanel } from './HealthTipsPanel';

/** /staff/health-tips: health tips management (therapists and admins write; auditors read). */
export function HealthTipsPage() {
  return (
    <StaffPage title="Health Tips" roles={recordReaderRoles} refusal="Health tips are managed by the practice's staff.">
      <HealthTipsPanel />
    </StaffPage>
  );
}
