import { Navigate, useLocation } from 'react-router-dom';
import { RewardsToasts } from '../rewards/RewardsToasts';
import { LiveProvider } from '../shared/live/LiveProvider';
import { useAppSelector } from '../shared/redux';
import { selectSession } from '../shared/session/session';
import { PageLoading } from '../shared/ui/PageLoading';
import { PortalLayout } from './layout/PortalLayout';
import { registerLiveUpdates } from './live-updates';

registerLiveUpdates();

/**
 * The signed-in area: waits for the session check, sends visitors without a session to the login
 * (also after any 401, which clears the session), keeps the live connection open, and frames every
 * signed-in page in the application shell (PortalLayout) instead of the marketing header and footer.
 */
export function SignedInShell() {
  const { status, token } = useAppSelector(selectSession);
  const location = useLocation();

  if (status === 'checking') return <PageLoading label="Checking your session..." />;
  if (status !== 'signedIn' || !token) {
    return <Navigate to="/patient-portal/login" replace state={{ from: location.pathname }} />;
  }
  return (
    <LiveProvider token={token}>
      <PortalLayout />
      <RewardsToasts />
    </LiveProvider>
  );
}
