import { inboxRoles, staffRoles } from '@pt/contracts';
import { usePortalUser } from './usePortalUser';

/**
 * What the signed-in staff member may do on the staff screens. Auditors read everything staff read
 * and change nothing, so the screens hide their write buttons (the server refuses them anyway).
 */
export function useStaffAccess() {
  const { user } = usePortalUser();
  return {
    user,
    canWrite: staffRoles.includes(user.role),
    isAdmin: user.role === 'admin',
    readsInbox: inboxRoles.includes(user.role),
  };
}
