import { Link } from 'react-router-dom';
import { inboxRoles, practice } from '@pt/contracts';
import { PortalHeader } from '../shared/ui/PortalHeader';
import { usePortalUser } from '../shared/session/usePortalUser';
import { InboxPanel } from './InboxPanel';

/** /staff/inbox: the live inbox on its own page (admin and therapist). */
export function StaffInboxPage() {
  const { user } = usePortalUser();
  const allowed = inboxRoles.includes(user.role);

  return (
    <section className="section portal-page">
      <title>{`Requests | ${practice.name}`}</title>
      <div className="container">
        <PortalHeader title="Staff Inbox">
          <Link to="/patient-portal/dashboard" className="button is-primary is-outlined">
            Dashboard
          </Link>
        </PortalHeader>
        {allowed ? (
          <InboxPanel headingLevel={2} />
        ) : (
          <div className="notification is-warning is-light" role="alert">
            The inbox is for therapists and administrators. <Link to="/patient-portal/dashboard">Go to your dashboard</Link>
          </div>
        )}
      </div>
    </section>
  );
}
