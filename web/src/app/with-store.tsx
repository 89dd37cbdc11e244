import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { store } from './store';
// Pages that read the store are the pages with forms (they send them through RTK Query).
import './form-styles';

/**
 * A page inside the store's Provider. The store (Redux, RTK Query, the session) loads with the first
 * page that reads it, not with the home page: a first visit to / carries none of that code, nor
 * Bulma's form styles.
 */
export function withStore(Page: ComponentType): ComponentType {
  const PageWithStore = () => (
    <Provider store={store}>
      <Page />
    </Provider>
  );
  PageWithStore.displayName = `WithStore(${Page.displayName ?? Page.name})`;
  return PageWithStore;
}
