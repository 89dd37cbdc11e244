import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectSession } from '../app/session';
import { useAppSelector } from '../app/store';
import { LiveProvider } from '../live/LiveProvider';
import { PageLoading } from '../shared/ui/PageLoading';
import './portal.scss';

/**
 * The signed-in area: waits for the session check, sends visitors without a session to the login
 * (also after any 401, which clears the session), and keeps the live connection open.
 */
export function PortalShell() {
  const { status, token } = useAppSelector(selectSession);
  const location = useLocation();

  if (status === 'checking') return <PageLoading label="Checking your session..." />;
  if (status !== 'signedIn' || !token) {
    return <Navigate to="/patient-portal/login" replace state={{ from: location.pathname }} />;
  }
  return (
    <LiveProvider token={token}>
      <Outlet />
    </LiveProvider>
  );
}
