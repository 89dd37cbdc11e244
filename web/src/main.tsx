// The base styles first, so each page's own rules come after Bulma's in the stylesheet.
import './styles/main.scss';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreSession } from './app/session';
import { store } from './app/store';

// Spec 001 section 4: a stored portal session is checked with the server at start.
void store.dispatch(restoreSession());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive prerendered (web/scripts/prerender.ts): hydrate them; the portal shell is empty.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
