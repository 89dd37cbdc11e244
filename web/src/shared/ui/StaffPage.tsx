import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { practice, type Role } from '@pt/contracts';
import { usePortalUser } from '../session/usePortalUser';
import { PortalHeader } from './PortalHeader';

/**
 * The frame of a staff page of its own (/staff/...): the document title, the heading with the page's
 * actions (by default the way back to the dashboard), and the page's content for the roles it is
 * for; anyone else reads why not and the way to their dashboard. The server refuses them anyway:
 * this only spares them a screen of errors.
 */
export function StaffPage({
  title,
  heading = title,
  roles,
  refusal,
  actions,
  children,
}: {
  /** The document title's first part. */
  title: string;
  heading?: string;
  roles: readonly Role[];
  /** Who the page is for, in a sentence ('The inbox is for therapists and administrators.'). */
  refusal: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { user } = usePortalUser();
  return (
    <section className="section portal-page">
      <title>{`${title} | ${practice.name}`}</title>
      <div className="container">
        <PortalHeader title={heading}>
          {actions ?? (
            <Link to="/patient-portal/dashboard" className="button is-primary is-outlined portal-header-back">
              Dashboard
            </Link>
          )}
        </PortalHeader>
        {roles.includes(user.role) ? (
          children
        ) : (
          <div className="notification is-warning is-light" role="alert">
            {refusal} <Link to="/patient-portal/dashboard">Go to your dashboard</Link>
          </div>
        )}
      </div>
    </section>
  );
}
