import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

declare global {
  interface Window {
    /** The id of a tab clicked before hydration, noted by public/preferences.js. */
    earlyTab?: string;
  }
}

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
  panel: () => ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move
 * between tabs; only the selected tab is in the tab order; only its panel is mounted.
 */
export function Tabs<Id extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  className = '',
}: {
  idPrefix: string;
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  className?: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = tabs.find((t) => t.id === selected) ?? tabs[0];

  // A prerendered page's tab clicked before React took the page over did nothing then (on a slow
  // phone the tabs show a second or more before they answer): public/preferences.js noted it, and
  // it is chosen now.
  useEffect(() => {
    const early = tabs.find((tab) => `${idPrefix}-tab-${tab.id}` === window.earlyTab);
    if (!early) return;
    delete window.earlyTab;
    if (early.id !== selected) onSelect(early.id);
    // once, as the tabs first show
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[next]?.focus();
  }

  return (
    <div className={`tabbed ${className}`}>
      <div className="tab-list">
        <ul role="tablist" aria-label={label}>
          {tabs.map((tab, index) => {
            // Only the selected panel is mounted, so only its tab points at a panel.
            const isSelected = tab.id === active?.id;
            return (
              <li key={tab.id} className={isSelected ? 'is-active' : undefined} role="presentation">
                <button
                  ref={(el) => {
                    buttons.current[index] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${idPrefix}-tab-${tab.id}`}
                  aria-selected={isSelected}
                  aria-controls={isSelected ? `${idPrefix}-panel-${tab.id}` : undefined}
                  tabIndex={isSelected ? 0 : -1}
                  onClick={() => onSelect(tab.id)}
                  onKeyDown={(e) => onKeyDown(e, index)}
                >
                  {tab.label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {active && (
        <div
          className="tab-panel"
          role="tabpanel"
          id={`${idPrefix}-panel-${active.id}`}
          aria-labelledby={`${idPrefix}-tab-${active.id}`}
          tabIndex={0}
        >
          {active.panel()}
        </div>
      )}
    </div>
  );
}

