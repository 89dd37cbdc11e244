import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

/** Visitor preferences of spec 000 section 4, applied as classes on the page root. */
export const textSizes = ['normal', 'large', 'extra-large'] as const;
export type TextSize = (typeof textSizes)[number];

export const textSizeLabels: Record<TextSize, string> = {
  normal: 'Normal',
  large: 'Large',
  'extra-large': 'Extra Large',
};

export const highContrastKey = 'accessibility-high-contrast';
export const fontSizeKey = 'accessibility-font-size';

export const highContrastClass = 'high-contrast';
export const textSizeClass = (size: Exclude<TextSize, 'normal'>) => `font-size-${size}`;

interface AccessibilityPreferences {
  highContrast: boolean;
  textSize: TextSize;
}

interface AccessibilityContextValue extends AccessibilityPreferences {
  setHighContrast: (on: boolean) => void;
  setTextSize: (size: TextSize) => void;
}

const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);

function readPreferences(): AccessibilityPreferences {
  try {
    const size = localStorage.getItem(fontSizeKey);
    return {
      highContrast: localStorage.getItem(highContrastKey) === 'true',
      textSize: (textSizes as readonly string[]).includes(size ?? '') ? (size as TextSize) : 'normal',
    };
  } catch {
    return { highContrast: false, textSize: 'normal' };
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the preference lasts for this page only.
  }
}

export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState(readPreferences);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(highContrastClass, preferences.highContrast);
    root.classList.toggle(textSizeClass('large'), preferences.textSize === 'large');
    root.classList.toggle(textSizeClass('extra-large'), preferences.textSize === 'extra-large');
  }, [preferences]);

  const setHighContrast = useCallback((on: boolean) => {
    store(highContrastKey, String(on));
    setPreferences((p) => ({ ...p, highContrast: on }));
  }, []);

  const setTextSize = useCallback((size: TextSize) => {
    store(fontSizeKey, size);
    setPreferences((p) => ({ ...p, textSize: size }));
  }, []);

  const value = useMemo(
    () => ({ ...preferences, setHighContrast, setTextSize }),
    [preferences, setHighContrast, setTextSize],
  );
  return <AccessibilityContext.Provider value={value}>{children}</AccessibilityContext.Provider>;
}

export function useAccessibility(): AccessibilityContextValue {
  const value = useContext(AccessibilityContext);
  if (!value) throw new Error('useAccessibility must be used within an AccessibilityProvider');
  return value;
}
