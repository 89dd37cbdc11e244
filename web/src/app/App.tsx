import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { NoticeProvider } from '../shared/ui/notice';
import { AccessibilityProvider } from './accessibility';
import { store } from './store';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Provider store={store}>
      <AccessibilityProvider>
        <NoticeProvider>
          <RouterProvider router={router} />
        </NoticeProvider>
      </AccessibilityProvider>
    </Provider>
  );
}
