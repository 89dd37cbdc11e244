import { recordReaderRoles } from '@pt/contracts';
import { StaffPage } from '../shared/ui/StaffPage';
import { IntakePanel } from './IntakePanel';

/** /staff/intake: intake form management on its own page (therapists and admins; auditors read). */
export function IntakeReviewPage() {
  return (
    <StaffPage title="Intake Forms" heading="Intake Form Management" roles={recordReaderRoles} refusal="Intake forms are for therapists and administrators.">
      <IntakePanel />
    </StaffPage>
  );
}
