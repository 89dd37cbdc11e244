import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { track } from '../../shared/analytics';
import { AccessibilityMenu } from './AccessibilityMenu';
import { Logo } from './Logo';
import { MenuIcon, PhoneIcon } from '../../shared/ui/icons';
import { isCurrent, navItems } from './navigation';
import { SideMenu } from './SideMenu';

const sideMenuId = 'side-menu';

export function Header() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  function closeMenu({ restoreFocus = false } = {}) {
    setMenuOpen(false);
    if (restoreFocus) toggle.current?.focus();
  }

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Logo />

        <nav className="site-nav is-hidden-touch is-hidden-desktop-only" aria-label="Main">
          <ul>
            {navItems.map((item) => {
              const current = isCurrent(pathname, item);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={`site-nav-link${current ? ' is-current' : ''}`}
                    aria-current={current ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="site-header-actions">
          <div className="is-hidden-touch is-hidden-desktop-only">
            <AccessibilityMenu />
          </div>
          <a
            href={telHref()}
            className="site-phone is-hidden-touch is-hidden-desktop-only"
            onClick={() => track('phone_call', { category: 'contact', label: 'header_phone' })}
          >
            <PhoneIcon />
            <span>{practice.phone}</span>
          </a>
          <Link
            to="/contact"
            className="button is-primary site-book"
            onClick={() => track('cta_click', { category: 'navigation', label: 'header_book_appointment' })}
          >
            <span className="is-hidden-mobile">Book Appointment</span>
            <span className="is-hidden-tablet">Book</span>
          </Link>
          <button
            ref={toggle}
            type="button"
            className="button is-ghost menu-toggle is-hidden-widescreen"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={sideMenuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <SideMenu id={sideMenuId} open={menuOpen} pathname={pathname} onClose={closeMenu} />
    </header>
  );
}
