import { inboxRoles } from '@pt/contracts';
import { StaffPage } from '../shared/ui/StaffPage';
import { InboxPanel } from './InboxPanel';

/** /staff/inbox: the live inbox on its own page (admin and therapist), named Requests as everywhere else; the page's heading is the panel's. */
export function StaffInboxPage() {
  return (
    <StaffPage title="Requests" roles={inboxRoles} refusal="The inbox is for therapists and administrators.">
      <InboxPanel titled={false} />
    </StaffPage>
  );
}
