import { Link } from 'react-router-dom';
import { practice } from '@pt/contracts';
import { PortalHeader } from '../shared/ui/PortalHeader';
import './portal.scss';

/** /patient-portal/setup. Placeholder until the profile form (spec 001, Profile setup) is built. */
export function ProfileSetupPage() {
  return (
    <section className="section portal-page">
      <title>{`Complete Your Profile | ${practice.name}`}</title>
      <div className="container">
        <PortalHeader title="Complete Your Profile" />
        <div className="card profile-setup-card" data-testid="profile-setup-card">
          <div className="card-content has-text-centered">
            <h2 className="title is-4">Setting up your profile...</h2>
            <p className="mb-5">
              Your account is ready. The profile form opens here soon; until then your therapist will collect your
              details at your first visit.
            </p>
            <Link to="/patient-portal/dashboard" className="button is-primary">
              Go to Dashboard
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
