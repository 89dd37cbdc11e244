import { Link } from 'react-router-dom';
import { PageLoading } from '../shared/ui/PageLoading';
import { EmailConfirmationNotice } from './EmailConfirmationNotice';
import { useEmailConfirmationQuery } from './emailConfirmationEndpoints';
import './portal.scss';

/**
 * Shown to a patient without a profile (spec 001: the dashboard's first state); when the practice has
 * a record for their e-mail that waits for them to confirm it, what to do about it instead (ADR 33).
 */
export function ProfileSetupCard() {
  const { data: confirmation, isLoading } = useEmailConfirmationQuery();
  if (isLoading) return <PageLoading label="Loading your dashboard..." />;
  if (confirmation?.needed) return <EmailConfirmationNotice status={confirmation} />;
  return (
    <div className="card profile-setup-card" data-testid="profile-setup-card">
      <div className="card-content has-text-centered">
        <h2 className="title is-4">Setting up your profile...</h2>
        <p className="mb-5">
          Complete your profile so your therapist can prepare your exercises, progress tracking and appointments.
        </p>
        <Link to="/patient-portal/setup" className="button is-primary">
          Complete Profile Setup
        </Link>
        <p className="mt-4">
          Not sent your intake form yet? <Link to="/intake">Fill in the intake form</Link> with your health history and a body chart.
        </p>
      </div>
    </div>
  );
}
