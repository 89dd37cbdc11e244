import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreSession } from './app/session';
import { store } from './app/store';
import './styles/main.scss';

// Spec 001 section 4: a stored portal session is checked with the server at start.
void store.dispatch(restoreSession());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
