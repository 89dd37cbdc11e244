import { Link } from 'react-router-dom';
import { inboxRoles, practice } from '@pt/contracts';
import { ProfileSetupCard } from '../../portal/ProfileSetupCard';
import { usePortalUser } from '../../shared/session/usePortalUser';
import { PortalHeader } from '../../shared/ui/PortalHeader';
import { InboxPanel } from '../../staff-inbox/InboxPanel';

/** /patient-portal/dashboard: what the signed-in user's role offers, composed from the features' parts. */
export function DashboardPage() {
  const { user } = usePortalUser();
  const isStaff = inboxRoles.includes(user.role);

  return (
    <section className="section portal-page">
      <title>{`Dashboard | ${practice.name}`}</title>
      <div className="container">
        <PortalHeader>
          {isStaff && (
            <>
              <Link to="/staff/intake" className="button is-primary is-outlined">
                Open Intake Forms
              </Link>
              <Link to="/staff/inbox" className="button is-primary is-outlined">
                Open Requests Page
              </Link>
            </>
          )}
        </PortalHeader>
        {isStaff ? (
          <InboxPanel headingLevel={2} />
        ) : user.role === 'patient' ? (
          <ProfileSetupCard />
        ) : (
          <div className="box">
            <p>There is nothing to review here yet for your role.</p>
          </div>
        )}
      </div>
    </section>
  );
}
