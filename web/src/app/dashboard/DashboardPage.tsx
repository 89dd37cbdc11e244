import { Suspense } from 'react';
import { practice, recordReaderRoles } from '@pt/contracts';
import { ProfileSetupCard } from '../../portal/ProfileSetupCard';
import { useMyProfileQuery } from '../../portal/profileEndpoints';
import { usePortalUser } from '../../shared/session/usePortalUser';
import { LoadFailure, useFailed } from '../../shared/ui/LoadFailure';
import { PageLoading } from '../../shared/ui/PageLoading';
import { preloadable } from '../../shared/ui/preloadable';

// Staff tools are a chunk of their own: a patient's dashboard does not load them, nor staff the patient's.
const { Component: StaffDashboard } = preloadable(async () => (await import('./StaffDashboard')).default, 'The staff dashboard');
const { Component: PatientDashboard } = preloadable(async () => (await import('./PatientDashboard')).default, 'Your dashboard');

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
  return <PatientHome />;
}

/** A patient: 'Setting up your profile...' until the profile exists (spec 001), then their dashboard. */
function PatientHome() {
  const { data: patient, isLoading, isError, error, refetch, isFetching } = useMyProfileQuery();
  const failed = useFailed(isError, error);
  // Right after setup the profile is being fetched again: wait for it rather than show the setup card.
  if (!failed && (isLoading || (isFetching && !patient?.profile))) return <PageLoading label="Loading your dashboard..." />;
  if (failed) {
    return (
      <section className="section portal-page">
        <div className="container">
          <LoadFailure what="Your dashboard" error={error} retrying={isFetching} onRetry={() => void refetch()} />
        </div>
      </section>
    );
  }
  if (!patient?.profile) {
    return (
      <section className="section portal-page">
        <title>{`Dashboard | ${practice.name}`}</title>
        <div className="container">
          <h1 className="title is-3">Welcome!</h1>
          <ProfileSetupCard />
        </div>
      </section>
    );
  }
  return (
    <Suspense fallback={<PageLoading label="Loading your dashboard..." />}>
      <PatientDashboard patient={patient} />
    </Suspense>
  );
}
