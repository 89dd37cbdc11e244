import { useRef, type KeyboardEvent, type ReactNode } from 'react';

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

