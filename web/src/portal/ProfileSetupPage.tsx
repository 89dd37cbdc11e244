import { useRef } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { practice } from '@pt/contracts';
import { hasStatus } from '../shared/api/http-error';
import { usePortalUser } from '../shared/session/usePortalUser';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { EmailConfirmationNotice } from './EmailConfirmationNotice';
import { useEmailConfirmationQuery } from './emailConfirmationEndpoints';
import { ProfileForm } from './ProfileForm';
import { useMyProfileQuery } from './profileEndpoints';
import './portal.scss';

/** /patient-portal/setup (spec 001, Profile setup): a new patient completes their profile, then goes to the dashboard. */
export function ProfileSetupPage() {
  const { user } = usePortalUser();
  const notify = useNotice();
  const navigate = useNavigate();
  // Saved here: the profile refetched meanwhile must not send the patient to Settings instead.
  const saved = useRef(false);
  const { data: patient, isLoading, isError, error, refetch, isFetching } = useMyProfileQuery(undefined, { skip: user.role !== 'patient' });
  const failed = useFailed(isError, error);
  // The practice's record for this e-mail waits for the e-mail's confirmation (ADR 33).
  const confirmation = useEmailConfirmationQuery(undefined, { skip: user.role !== 'patient' });

  if (user.role !== 'patient') return <Navigate to="/patient-portal/dashboard" replace />;
  // Set up already: it is edited in Settings.
  if (patient?.profile && !saved.current) return <Navigate to="/patient-portal/settings" replace />;

  return (
    <section className="section portal-page">
      <title>{`Complete Your Profile | ${practice.name}`}</title>
      <div className="container profile-setup">
        <h1 className="title is-3">Complete Your Profile</h1>
        <p className="subtitle is-6 portal-lead">Tell us a little about yourself so your therapist can prepare your program.</p>
        {!failed && (isLoading || confirmation.isLoading) ? (
          <PageLoading label="Loading your profile..." />
        ) : failed ? (
          <LoadFailure what="Your profile" error={error} retrying={isFetching} onRetry={() => void refetch()} />
        ) : confirmation.data?.needed ? (
          <EmailConfirmationNotice status={confirmation.data} />
        ) : (
          <div className="card profile-card">
            <header className="card-header">
              <h2 className="card-header-title title is-5 mb-0">Personal Information</h2>
            </header>
            <div className="card-content">
              <ProfileForm
                idPrefix="setup"
                // A record staff made before the account existed brings its name along.
                profile={patient ? { ...emptyFromRecord(patient) } : null}
                label="Complete Setup"
                busyLabel="Creating Profile..."
                onSaved={() => {
                  saved.current = true;
                  notify({ title: 'Profile Created', description: 'Your profile has been set up successfully!' });
                  navigate('/patient-portal/dashboard');
                }}
                onFailed={(failure, message) => {
                  // The practice has a record for this e-mail: the notice says what to do (ADR 33).
                  if (hasStatus(failure, 409) && message) {
                    void confirmation.refetch();
                    notify({ title: 'Please confirm your e-mail', description: message });
                    return;
                  }
                  notify({ title: 'Error', description: 'Failed to create profile. Please try again.', variant: 'destructive' });
                }}
              />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function emptyFromRecord(patient: { firstName: string; lastName: string; phone: string; dateOfBirth: string | null }) {
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: patient.dateOfBirth,
    phone: patient.phone,
    emergencyContact: '',
    emergencyPhone: '',
    medicalHistory: '',
    currentConditions: [],
    allergies: [],
    medications: [],
  };
}
