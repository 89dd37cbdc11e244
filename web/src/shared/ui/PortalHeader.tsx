import type { ReactNode } from 'react';
import type { Role } from '@pt/contracts';
import { usePortalUser } from '../session/usePortalUser';
import './portal-page.scss';

const roleLabels: Record<Role, string> = {
  patient: 'Patient',
  therapist: 'Therapist',
  admin: 'Administrator',
  auditor: 'Auditor',
};

/** Greeting, role and the page's own actions at the top of a portal page (Logout is in the shell). */
export function PortalHeader({ title, children }: { title?: string; children?: ReactNode }) {
  const { user } = usePortalUser();
  return (
    <header className="portal-header">
      <div>
        <p className="portal-eyebrow">
          Patient Portal · <span className="tag is-rounded role-tag">{roleLabels[user.role]}</span>
        </p>
        <h1 className="title is-3 portal-greeting">{title ?? 'Welcome back!'}</h1>
        <p className="portal-signed-in">
          Signed in as <strong>{user.email}</strong>
        </p>
      </div>
      {children && <div className="buttons portal-header-actions">{children}</div>}
    </header>
  );
}
