import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { NoticeProvider } from './shared/ui/notice';
import { AccessibilityProvider } from './app/accessibility';
import { routes } from './app/routes';
import { store } from './app/store';

/** Renders one route to HTML at build time, waiting for its lazy page to load (web/scripts/prerender.ts). */
export async function render(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <Provider store={store}>
      <AccessibilityProvider>
        <NoticeProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </NoticeProvider>
      </AccessibilityProvider>
    </Provider>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
