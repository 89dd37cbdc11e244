import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '@pt/contracts';
import { selectSession, sessionCleared } from './session';
import { useAppDispatch, useAppSelector } from '../redux';

/** The signed-in user (pages of the signed-in area only) and the logout action. */
export function usePortalUser(): { user: PublicUser; logout: () => void } {
  const user = useAppSelector(selectSession).user;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!user) throw new Error('usePortalUser must be used inside the signed-in shell');
  return {
    user,
    logout: () => {
      dispatch(sessionCleared());
      navigate('/patient-portal/login');
    },
  };
}
