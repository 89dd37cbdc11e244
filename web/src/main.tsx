// The base styles first, so each page's own rules come after Bulma's in the stylesheet.
import './shared/styles/main.scss';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './app/App';
import { keyFirstHistoryEntry } from './app/history-entry';
import { routes } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Loads the lazy pages of the first URL, so hydration finds them ready and keeps the prerendered HTML. */
async function loadFirstPage(all: RouteObject[]) {
  const lazy = (matchRoutes(all, window.location) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      // Not loaded (offline, or a newer version of the site): the router asks again and shows the route's error.
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)().catch(() => null);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Not a top-level await: the pages' chunks import from the entry's chunk, which must have finished
 * evaluating before they can (a top-level await here would wait for them forever).
 */
async function start(container: HTMLElement) {
  keyFirstHistoryEntry();
  await loadFirstPage(routes);
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // Public pages arrive prerendered (web/scripts/prerender.ts): hydrate them, as a transition so that
  // React yields to the browser between pieces of the page instead of blocking it in one long task;
  // the portal shell is empty.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start(root);
