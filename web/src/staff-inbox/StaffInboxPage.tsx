import { inboxRoles } from '@pt/contracts';
import { StaffPage } from '../shared/ui/StaffPage';
import { InboxPanel } from './InboxPanel';

/** /staff/inbox: the live inbox on its own page (admin and therapist). */
export function StaffInboxPage() {
  return (
    <StaffPage title="Requests" heading="Staff Inbox" roles={inboxRoles} refusal="The inbox is for therapists and administrators.">
      <InboxPanel headingLevel={2} />
    </StaffPage>
  );
}
