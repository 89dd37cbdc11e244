import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { NoticeProvider } from '../shared/ui/notice';
import { AccessibilityProvider } from './accessibility';
import { routes } from './routes';
import { store } from './store';

const router = createBrowserRouter(routes);

export function App() {
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
