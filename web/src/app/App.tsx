import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { NoticeProvider } from '../shared/ui/notice';
import { AccessibilityProvider } from './accessibility';

declare global {
  interface Window {
    /** A button of the prerendered page clicked before hydration, noted by public/preferences.js. */
    earlyClick?: HTMLElement;
  }
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  // A prerendered page's button clicked before React took the page over did nothing then (on a slow
  // phone the page shows a second or more before it answers). Hydration keeps the page's elements, so
  // the same button is clicked again once it answers: the header's with the shell, a lazy page's
  // when its part has hydrated too.
  useEffect(() => {
    const button = window.earlyClick;
    delete window.earlyClick;
    if (!button) return;
    let tries = 0;
    const timer = setInterval(() => {
      if (!button.isConnected || ++tries > 200) return clearInterval(timer);
      if (!Object.keys(button).some((key) => key.startsWith('__reactProps'))) return;
      clearInterval(timer);
      button.click();
    }, 25);
    return () => clearInterval(timer);
  }, []);

  return (
    <AccessibilityProvider>
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>
    </AccessibilityProvider>
  );
}
