import { Link } from 'react-router-dom';
import { practice } from '@pt/contracts';
import { useStaffAccess } from '../shared/session/staff-access';
import { PortalHeader } from '../shared/ui/PortalHeader';
import { HealthTipsPanel } from './HealthTipsPanel';

/** /staff/health-tips: health tips management (therapists and admins write; auditors read). */
export function HealthTipsPage() {
  const { user } = useStaffAccess();
  const isStaff = user.role !== 'patient';
  return (
    <section className="section portal-page">
      <title>{`Health Tips | ${practice.name}`}</title>
      <div className="container">
        <PortalHeader title="Health Tips">
          <Link to="/patient-portal/dashboard" className="button is-primary is-outlined">
            Dashboard
          </Link>
        </PortalHeader>
        {isStaff ? (
          <HealthTipsPanel />
        ) : (
          <div className="notification is-warning is-light" role="alert">
            Health tips are managed by the practice's staff. <Link to="/patient-portal/dashboard">Go to your dashboard</Link>
          </div>
        )}
      </div>
    </section>
  );
}
