import { Link } from 'react-router-dom';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { ProfileForm } from './ProfileForm';
import { useMyProfileQuery } from './profileEndpoints';

/** Settings: edit the profile entered at setup (the same form and call). */
export function ProfileSettings() {
  const notify = useNotice();
  const { data: patient, isLoading, isError, error, refetch, isFetching } = useMyProfileQuery();
  const failed = useFailed(isError, error);

  if (isLoading && !failed) return <PageLoading label="Loading your profile..." />;
  if (failed) return <LoadFailure what="Your profile" error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (!patient?.profile) {
    return (
      <p>
        You have not set up your profile yet. <Link to="/patient-portal/setup">Complete your profile</Link>.
      </p>
    );
  }
  return (
    <ProfileForm
      // A new form when a newer profile arrives (saved here or in another tab).
      key={patient.position}
      idPrefix="settings"
      profile={patient.profile}
      label="Save Changes"
      busyLabel="Saving..."
      onSaved={(answer) => notify({ title: 'Profile Updated', description: answer.message ?? 'Your profile was saved.' })}
      onFailed={(_error, message) => notify({ title: 'Error', description: message ?? 'Failed to save your profile. Please try again.', variant: 'destructive' })}
    />
  );
}
