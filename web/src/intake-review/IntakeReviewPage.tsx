import { Link } from 'react-router-dom';
import { practice, recordReaderRoles } from '@pt/contracts';
import { usePortalUser } from '../shared/session/usePortalUser';
import { PortalHeader } from '../shared/ui/PortalHeader';
import { IntakePanel } from './IntakePanel';

/** /staff/intake: intake form management on its own page (therapists and admins; auditors read). */
export function IntakeReviewPage() {
  const { user } = usePortalUser();
  const allowed = recordReaderRoles.includes(user.role);

  return (
    <section className="section portal-page">
      <title>{`Intake Forms | ${practice.name}`}</title>
      <div className="container">
        <PortalHeader title="Intake Form Management">
          <Link to="/patient-portal/dashboard" className="button is-primary is-outlined">
            Dashboard
          </Link>
        </PortalHeader>
        {allowed ? (
          <IntakePanel />
        ) : (
          <div className="notification is-warning is-light" role="alert">
            Intake forms are for therapists and administrators. <Link to="/patient-portal/dashboard">Go to your dashboard</Link>
          </div>
        )}
      </div>
    </section>
  );
}
