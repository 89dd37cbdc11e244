import { lazy, Suspense } from 'react';
import { practice, recordReaderRoles } from '@pt/contracts';
import { ProfileSetupCard } from '../../portal/ProfileSetupCard';
import { usePortalUser } from '../../shared/session/usePortalUser';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PortalHeader } from '../../shared/ui/PortalHeader';

// Staff tools are a chunk of their own: a patient's dashboard does not load them.
const StaffDashboard = lazy(() => import('./StaffDashboard'));

/** /patient-portal/dashboard: what the signed-in user's role offers, composed from the features' parts. */
export function DashboardPage() {
  const { user } = usePortalUser();

  if (recordReaderRoles.includes(user.role)) {
    return (
      <Suspense fallback={<PageLoading label="Loading the staff dashboard..." />}>
        <StaffDashboard />
      </Suspense>
    );
  }

  return (
    <section className="section portal-page">
      <title>{`Dashboard | ${practice.name}`}</title>
      <div className="container">
        <PortalHeader />
        <ProfileSetupCard />
      </div>
    </section>
  );
}
