import { useEffect, useId, useRef, useState } from 'react';
import { textSizeLabels, textSizes, useAccessibility } from '../accessibility';

function PreferenceSwitch({ label, on, onChange }: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button type="button" role="switch" aria-checked={on} className="a11y-switch" onClick={() => onChange(!on)}>
      <span className="a11y-switch-track" aria-hidden="true">
        <span className="a11y-switch-thumb" />
      </span>
      <span>{label}</span>
    </button>
  );
}

/** High contrast on/off, less motion on/off and text size normal / large / extra-large. */
export function AccessibilityControls() {
  const { highContrast, setHighContrast, reducedMotion, setReducedMotion, textSize, setTextSize } = useAccessibility();
  const name = useId();
  return (
    <div className="a11y-controls">
      <PreferenceSwitch label="High contrast" on={highContrast} onChange={setHighContrast} />
      <PreferenceSwitch label="Reduce motion" on={reducedMotion} onChange={setReducedMotion} />
      <fieldset className="a11y-sizes">
        <legend>Text size</legend>
        <div className="a11y-size-options">
          {textSizes.map((size) => (
            <label key={size} className={`a11y-size${textSize === size ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name={name}
                value={size}
                checked={textSize === size}
                onChange={() => setTextSize(size)}
              />
              <span>{textSizeLabels[size]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** The header's disclosure button with the controls in a small panel (wide screens). */
export function AccessibilityMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="a11y-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button is-ghost a11y-menu-button"
        aria-label="Accessibility"
        title="Accessibility"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="4.5" r="2" fill="currentColor" />
          <path
            d="M4 8.5c2.7.7 5.3 1 8 1s5.3-.3 8-1M12 9.5v4.5m0 0-3 6.5m3-6.5 3 6.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div id={panelId} className="a11y-panel box" hidden={!open}>
        <AccessibilityControls />
      </div>
    </div>
  );
}
