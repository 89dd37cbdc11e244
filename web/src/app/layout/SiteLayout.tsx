import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigationType } from 'react-router-dom';
import { trackPageView } from '../../shared/analytics';
import { PageLoading } from '../../shared/ui/PageLoading';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header and footer around every page, a skip link, and focus moved to the page on navigation. */
export function SiteLayout() {
  const { pathname, search } = useLocation();
  const main = useRef<HTMLElement>(null);
  // A page loaded (or reached through the browser's history) keeps the browser's focus; one reached from the other layout (signing in or out) takes it like any other.
  const keepFocus = useRef(useNavigationType() === 'POP');

  useEffect(() => {
    trackPageView(pathname + search);
  }, [pathname, search]);

  useEffect(() => {
    if (keepFocus.current) {
      keepFocus.current = false;
      return;
    }
    // Screen-reader and keyboard users start reading the new page, not the old link.
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Header />
      <main id="main-content" ref={main} tabIndex={-1} className="site-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
