import { createContext, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Visitor preferences of spec 000 section 4 (high contrast, text size), and less motion for visitors
 * who cannot ask for it in their system's settings, applied as classes on the page root.
 */
export const textSizes = ['normal', 'large', 'extra-large'] as const;
export type TextSize = (typeof textSizes)[number];

export const textSizeLabels: Record<TextSize, string> = {
  normal: 'Normal',
  large: 'Large',
  'extra-large': 'Extra Large',
};

export const highContrastKey = 'accessibility-high-contrast';
export const fontSizeKey = 'accessibility-font-size';
export const reducedMotionKey = 'accessibility-reduced-motion';

export const highContrastClass = 'high-contrast';
export const reducedMotionClass = 'reduced-motion';
export const textSizeClass = (size: Exclude<TextSize, 'normal'>) => `font-size-${size}`;

interface AccessibilityPreferences {
  highContrast: boolean;
  textSize: TextSize;
  reducedMotion: boolean;
}

interface AccessibilityContextValue extends AccessibilityPreferences {
  setHighContrast: (on: boolean) => void;
  setTextSize: (size: TextSize) => void;
  setReducedMotion: (on: boolean) => void;
}

const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);

const defaults: AccessibilityPreferences = { highContrast: false, textSize: 'normal', reducedMotion: false };

function readPreferences(): AccessibilityPreferences {
  try {
    const size = localStorage.getItem(fontSizeKey);
    return {
      highContrast: localStorage.getItem(highContrastKey) === 'true',
      textSize: (textSizes as readonly string[]).includes(size ?? '') ? (size as TextSize) : 'normal',
      reducedMotion: localStorage.getItem(reducedMotionKey) === 'true',
    };
  } catch {
    return defaults;
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the preference lasts for this page only.
  }
}

/*
 * The preferences live in the browser's storage, an external store: prerendered pages hydrate with
 * the defaults the server rendered, then switch to the stored ones (useState would keep the
 * server's markup, e.g. a high-contrast switch shown off while it is on). Other tabs stay in step.
 */
let current: AccessibilityPreferences | null = null;
const listeners = new Set<() => void>();

const snapshot = () => (current ??= readPreferences());
const serverSnapshot = () => defaults;

function publish(next: AccessibilityPreferences) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === highContrastKey || event.key === fontSizeKey || event.key === reducedMotionKey) publish(readPreferences());
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function setHighContrast(on: boolean) {
  store(highContrastKey, String(on));
  publish({ ...snapshot(), highContrast: on });
}

function setTextSize(size: TextSize) {
  store(fontSizeKey, size);
  publish({ ...snapshot(), textSize: size });
}

function setReducedMotion(on: boolean) {
  store(reducedMotionKey, String(on));
  publish({ ...snapshot(), reducedMotion: on });
}

export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const preferences = useSyncExternalStore(subscribe, snapshot, serverSnapshot);

  useLayoutEffect(() => {
    // The stored preferences, not the hydration pass's defaults: public/preferences.js applied them
    // before the first paint, and hydrating must not take them away, even for a moment.
    const { highContrast, textSize, reducedMotion } = snapshot();
    const root = document.documentElement;
    root.classList.toggle(highContrastClass, highContrast);
    root.classList.toggle(reducedMotionClass, reducedMotion);
    root.classList.toggle(textSizeClass('large'), textSize === 'large');
    root.classList.toggle(textSizeClass('extra-large'), textSize === 'extra-large');
  }, [preferences]);

  const value = useMemo(() => ({ ...preferences, setHighContrast, setTextSize, setReducedMotion }), [preferences]);
  return <AccessibilityContext.Provider value={value}>{children}</AccessibilityContext.Provider>;
}

export function useAccessibility(): AccessibilityContextValue {
  const value = useContext(AccessibilityContext);
  if (!value) throw new Error('useAccessibility must be used within an AccessibilityProvider');
  return value;
}
