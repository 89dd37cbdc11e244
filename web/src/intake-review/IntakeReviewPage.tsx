import { recordReaderRoles } from '@pt/contracts';
import { StaffPage } from '../shared/ui/StaffPage';
import type { IntakeDialogTab } from './IntakeFormDialog';
import { IntakePanel } from './IntakePanel';

/** /staff/intake: intake form management on its own page (therapists and admins; auditors read). `dialogTabs`: as IntakePanel's. */
export function IntakeReviewPage({ dialogTabs }: { dialogTabs?: readonly IntakeDialogTab[] }) {
  return (
    <StaffPage title="Intake Forms" heading="Intake Form Management" roles={recordReaderRoles} refusal="Intake forms are for therapists and administrators.">
      <IntakePanel dialogTabs={dialogTabs} />
    </StaffPage>
  );
}
