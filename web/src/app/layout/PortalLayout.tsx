import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigationType } from 'react-router-dom';
import { practice, telHref, type Role } from '@pt/contracts';
import { useUnreadConversations } from '../../messages/useUnreadConversations';
import { useMyProfileQuery } from '../../portal/profileEndpoints';
import { usePortalUser } from '../../shared/session/usePortalUser';
import { CloseIcon, MenuIcon } from '../../shared/ui/icons';
import { PageLoading } from '../../shared/ui/PageLoading';
import { currentEntry, portalNavigationFor, settingsEntry, type PortalNavigationEntry } from '../navigation/portal-navigation';
import { AccessibilityMenu } from './AccessibilityMenu';
import { LogoMark } from './Logo';
import './portal-layout.scss';

export const roleLabels: Record<Role, string> = {
  patient: 'Patient',
  therapist: 'Therapist',
  admin: 'Administrator',
  auditor: 'Auditor',
};

const menuId = 'portal-menu';

/**
 * The application shell of every signed-in page (issue 7): the practice's logo, the navigation of
 * the user's role, the user's name and role, the accessibility menu, Settings and Logout; below
 * 1024 px the navigation folds into a menu behind a button. No marketing header or footer.
 * On wide screens Settings and Logout sit in the first row, beside the user, so the staff's
 * navigation has the second row to itself; the patient's two entries fit the first row, after the logo
 * (ADR 30), so a patient's bar is one row.
 */
export function PortalLayout() {
  const { user, logout } = usePortalUser();
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // A page loaded (or reached through the browser's history) keeps the browser's focus; one reached from the other layout (signing in or out) takes it like any other.
  const keepFocus = useRef(useNavigationType() === 'POP');
  const { data: patient } = useMyProfileQuery(undefined, { skip: user.role !== 'patient' });
  const name = patient?.profile ? `${patient.profile.firstName} ${patient.profile.lastName}` : (user.name ?? user.email);

  const unreadMessages = useUnreadConversations(user.role);
  const entries = portalNavigationFor(user.role);
  const current = currentEntry([...entries, settingsEntry], pathname);
  // Dashboard and Messages fit beside the logo and the user from 1024 px; the staff's five to seven entries do not.
  const navigationInBar = user.role === 'patient';

  useEffect(() => setMenuOpen(false), [pathname, search]);
  // The folded menu closes as the public site's does: Escape (focus back on its button) or a click
  // anywhere outside it. A click, not a press: the open menu pushes the page down, and closing it
  // on the press would move what the click was aimed at.
  useEffect(() => {
    if (!menuOpen) return;
    const onClick = (event: MouseEvent) => {
      // The path as the click went, not `contains`: the toggle's icon it hit has been replaced since.
      const path = event.composedPath();
      if (!path.some((node) => node === menu.current || node === toggle.current)) setMenuOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape in an open dialog or in the accessibility panel is theirs.
      if (event.key !== 'Escape' || event.defaultPrevented || (event.target as Element | null)?.closest?.('dialog, .a11y-menu')) return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);
  useEffect(() => {
    if (keepFocus.current) {
      keepFocus.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  const link = (entry: PortalNavigationEntry, className: string) => {
    const badge = entry.badge === 'unreadMessages' ? unreadMessages : null;
    return (
      <Link to={entry.to} className={`${className}${entry === current ? ' is-current' : ''}`} aria-current={entry === current ? 'page' : undefined}>
        {entry.label}
        {badge && (
          <>
            <span className="tag is-rounded portal-nav-badge" aria-hidden="true">
              {badge}
            </span>
            <span className="is-sr-only">, {badge} unread</span>
          </>
        )}
      </Link>
    );
  };
  // Shown once per width (the other one is display: none): in the bar on wide screens, in the folded
  // menu below 1024 px; each where it stands in the reading order.
  const navigation = (where: 'bar' | 'menu') => (
    <nav className={`portal-nav is-in-${where}`} aria-label="Portal">
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>{link(entry, 'portal-nav-link')}</li>
        ))}
      </ul>
    </nav>
  );
  const account = (where: 'bar' | 'menu') => (
    <div className={`portal-account is-in-${where}`}>
      {/* The top bar has no room for the name on a phone: the menu shows it. */}
      {where === 'menu' && <span className="portal-menu-name is-hidden-tablet">Signed in as {name}</span>}
      {link(settingsEntry, 'portal-nav-link portal-settings-link')}
      <button type="button" className="button is-light portal-logout" onClick={logout}>
        Logout
      </button>
    </div>
  );

  return (
    <div className="portal-shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className={`portal-topbar${navigationInBar ? ' has-navigation-in-bar' : ''}`}>
        <div className="portal-topbar-inner">
          <Link to="/patient-portal/dashboard" className="site-logo portal-logo">
            <LogoMark size={36} />
            <span className="site-logo-name">{practice.name}</span>
          </Link>
          {navigationInBar && navigation('bar')}
          <div className="portal-user" data-testid="portal-user">
            <span className="portal-user-name" title={name} data-testid="portal-user-name">
              {name}
            </span>
            <span className="tag is-rounded role-tag">{roleLabels[user.role]}</span>
          </div>
          {/* The public header's text size and high contrast, at every width (a small panel). */}
          <AccessibilityMenu />
          {account('bar')}
          <button
            ref={toggle}
            type="button"
            className="button is-ghost portal-menu-toggle"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
        <div ref={menu} className={`portal-menu${menuOpen ? ' is-open' : ''}`} id={menuId}>
          <div className="portal-menu-inner">
            {navigation('menu')}
            {account('menu')}
          </div>
        </div>
      </header>
      <main id="main-content" ref={main} tabIndex={-1} className="portal-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="portal-footer">
        <div className="portal-footer-inner">
          <span>
            {practice.name} · <a href={telHref()}>{practice.phone}</a> · <a href={`mailto:${practice.email}`}>{practice.email}</a>
          </span>
          <Link to="/">Back to Website</Link>
        </div>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
