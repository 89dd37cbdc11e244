import { Link } from 'react-router-dom';
import { practice } from '@pt/contracts';
import { PortalHeader } from '../shared/ui/PortalHeader';
import { usePortalUser } from '../shared/session/usePortalUser';
import { OutboxPanel } from './OutboxPanel';

/** /staff/outbox: the notices kept in the outbox when no mail server is configured (admins). */
export function StaffOutboxPage() {
  const { user } = usePortalUser();

  return (
    <section className="section portal-page">
      <title>{`Outbox | ${practice.name}`}</title>
      <div className="container">
        <PortalHeader title="Outbox">
          <Link to="/staff/inbox" className="button is-primary is-outlined">
            Requests
          </Link>
        </PortalHeader>
        {user.role === 'admin' ? (
          <OutboxPanel />
        ) : (
          <div className="notification is-warning is-light" role="alert">
            The outbox is for administrators. <Link to="/patient-portal/dashboard">Go to your dashboard</Link>
          </div>
        )}
      </div>
    </section>
  );
}
