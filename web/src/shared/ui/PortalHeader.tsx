import type { ReactNode } from 'react';
import './portal-page.scss';

/**
 * The title and the page's own actions at the top of a portal page. The user's name and role,
 * Settings and Logout are in the signed-in shell's top bar, so the page does not repeat them.
 */
export function PortalHeader({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <header className="portal-header">
      <div>
        <h1 className="title is-3 portal-greeting">{title ?? 'Welcome back!'}</h1>
      </div>
      {children && <div className="buttons portal-header-actions">{children}</div>}
    </header>
  );
}
