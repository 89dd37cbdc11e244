import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { NoticeProvider } from '../shared/ui/notice';
import { AccessibilityProvider } from './accessibility';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AccessibilityProvider>
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>
    </AccessibilityProvider>
  );
}
