import { Link } from 'react-router-dom';
import { StaffPage } from '../shared/ui/StaffPage';
import { OutboxPanel } from './OutboxPanel';

const admins = ['admin'] as const;

/** /staff/outbox: the notices kept in the outbox when no mail server is configured (admins). */
export function StaffOutboxPage() {
  return (
    <StaffPage
      title="Outbox"
      roles={admins}
      refusal="The outbox is for administrators."
      actions={
        <Link to="/staff/inbox" className="button is-primary is-outlined">
          Requests
        </Link>
      }
    >
      <OutboxPanel />
    </StaffPage>
  );
}
