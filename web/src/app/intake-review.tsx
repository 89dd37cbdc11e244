import { recordViewReaderRoles } from '@pt/contracts';
import type { IntakeDialogTab } from '../intake-review/IntakeFormDialog';
import { IntakeReviewPage } from '../intake-review/IntakeReviewPage';
import { IntakeAccessTab } from '../record-access/IntakeAccessTab';
import { usePortalUser } from '../shared/session/usePortalUser';

/** The intake dialog's tabs of admins and auditors: who opened the form (ADR 29), after the form's own. */
export const intakeDialogWithAccessLog: readonly IntakeDialogTab[] = [{ id: 'access-log', label: 'Access log', Panel: IntakeAccessTab }];

/** /staff/intake, its dialog with the tabs of the signed-in role. */
export function IntakeReviewRoute() {
  const { user } = usePortalUser();
  return <IntakeReviewPage dialogTabs={recordViewReaderRoles.includes(user.role) ? intakeDialogWithAccessLog : undefined} />;
}
