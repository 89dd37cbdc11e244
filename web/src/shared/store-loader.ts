import type { AppDispatch, RootState } from './redux';

/**
 * The store for a page that only sends through it (the intake form): the page loads without Redux
 * and RTK Query, and gets the store when it first needs it. app/routes.tsx registers how it loads.
 */
export interface LoadedStore {
  dispatch: AppDispatch;
  getState(): RootState;
}

let loader: (() => Promise<LoadedStore>) | undefined;

export function registerStoreLoader(load: () => Promise<LoadedStore>): void {
  loader = load;
}

export function loadStore(): Promise<LoadedStore> {
  if (!loader) return Promise.reject(new Error('No store loader is registered (see app/routes.tsx)'));
  return loader();
}
