import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { track } from '../../shared/analytics';
import { AccessibilityControls } from './AccessibilityMenu';
import { Logo } from './Logo';
import { CloseIcon, PhoneIcon } from '../../shared/ui/icons';
import { isCurrent, navItems } from './navigation';

/** The small-screen slide-in menu: same links, phone, accessibility menu and book button. */
export function SideMenu({
  id,
  open,
  pathname,
  onClose,
}: {
  id: string;
  open: boolean;
  pathname: string;
  onClose: (options?: { restoreFocus?: boolean }) => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose({ restoreFocus: true });
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Keep keyboard focus inside the open menu.
    const focusable = panel.current.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled])',
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const close = () => onClose();

  return (
    <div className={`side-menu-layer${open ? ' is-open' : ''}`}>
      <div className="side-menu-backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        id={id}
        className="side-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
      >
        <div className="side-menu-top">
          <Logo onNavigate={close} />
          <button
            ref={closeButton}
            type="button"
            className="button is-ghost menu-close"
            aria-label="Close menu"
            onClick={() => onClose({ restoreFocus: true })}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="side-menu-links">
            {navItems.map((item) => {
              const current = isCurrent(pathname, item);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={`side-menu-link${current ? ' is-current' : ''}`}
                    aria-current={current ? 'page' : undefined}
                    onClick={close}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <a
          href={telHref()}
          className="side-menu-phone"
          onClick={() => {
            track('phone_call', { category: 'contact', label: 'mobile_menu_phone' });
            close();
          }}
        >
          <PhoneIcon />
          <span>{practice.phone}</span>
        </a>
        <section className="side-menu-a11y" aria-label="Accessibility">
          <h2 className="side-menu-heading">Accessibility</h2>
          <AccessibilityControls />
        </section>
        <Link
          to="/contact"
          className="button is-primary is-fullwidth is-medium"
          onClick={() => {
            track('cta_click', { category: 'navigation', label: 'mobile_menu_book_appointment' });
            close();
          }}
        >
          Book Appointment
        </Link>
      </div>
    </div>
  );
}
