import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '@pt/contracts';
import { selectSession, sessionCleared } from '../app/session';
import { useAppDispatch, useAppSelector } from '../app/store';

/** The signed-in user (pages under PortalShell only) and the logout action. */
export function usePortalUser(): { user: PublicUser; logout: () => void } {
  const user = useAppSelector(selectSession).user;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!user) throw new Error('usePortalUser must be used inside PortalShell');
  return {
    user,
    logout: () => {
      dispatch(sessionCleared());
      navigate('/patient-portal/login');
    },
  };
}
