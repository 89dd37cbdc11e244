import { Link } from 'react-router-dom';
import { auditRoles, practice } from '@pt/contracts';
import { usePortalUser } from '../shared/session/usePortalUser';
import { PortalHeader } from '../shared/ui/PortalHeader';
import { AuditHistory } from './AuditHistory';

/** /staff/audit: the event history, who did what and when, and what the screens showed then (auditors). */
export function AuditPage() {
  const { user } = usePortalUser();
  const allowed = auditRoles.includes(user.role);

  return (
    <section className="section portal-page">
      <title>{`Event History | ${practice.name}`}</title>
      <div className="container">
        <PortalHeader title="Event History">
          <Link to="/patient-portal/dashboard" className="button is-primary is-outlined">
            Dashboard
          </Link>
        </PortalHeader>
        {allowed ? (
          <AuditHistory />
        ) : (
          <div className="notification is-warning is-light" role="alert">
            The event history is for auditors. <Link to="/patient-portal/dashboard">Go to your dashboard</Link>
          </div>
        )}
      </div>
    </section>
  );
}
