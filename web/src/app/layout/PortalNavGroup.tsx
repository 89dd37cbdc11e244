import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LineIcon } from '../../shared/ui/icons';

/**
 * A group of the navigation (the admins' own screens) as one menu of the bar: a disclosure button
 * whose list opens under it, closed by Escape, a click elsewhere, leaving it or following a link.
 * In the folded menu of phones and tablets the list is always shown, under its name.
 */
export function PortalNavGroup({ label, holdsCurrent, children }: { label: string; holdsCurrent: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <li
      ref={root}
      className={`portal-nav-group${open ? ' is-open' : ''}`}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`portal-nav-link portal-nav-group-toggle${holdsCurrent ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
        <LineIcon d="m6 9 6 6 6-6" size={16} strokeWidth={2.5} />
      </button>
      <span className="portal-nav-group-caption" aria-hidden="true">
        {label}
      </span>
      <ul
        id={listId}
        className="portal-nav-group-list"
        aria-label={label}
        // Following a link closes the menu at once, before the next screen has loaded.
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </ul>
    </li>
  );
}
