import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { NoticeProvider } from './shared/ui/notice';
import { AccessibilityProvider } from './app/accessibility';
import { routes } from './app/routes';

/** Renders one route to HTML at build time (web/scripts/prerender.ts). */
export async function render(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <AccessibilityProvider>
      <NoticeProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </NoticeProvider>
    </AccessibilityProvider>
  );
  // The first pass loads the lazy page; the second renders it in place. A page still suspended
  // would ship hidden behind an inline reveal script, which the Content-Security-Policy forbids.
  for await (const _ of (await prerenderToNodeStream(app)).prelude) void _;
  const html = renderToString(app);
  if (html.includes('<template') || html.includes('<!--$?-->')) throw new Error(`${url} still suspends after its lazy page loaded`);
  return html;
}

/** Every path of the route table ('/staff/inbox', '/shared-report/:shareId' ...), but the catch-all. */
export function routePaths(all: RouteObject[] = routes, parent = ''): string[] {
  return all.flatMap((route) => {
    const here = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.path && route.path !== '*' ? [here] : route.index ? [here || '/'] : [];
    return [...own, ...routePaths(route.children ?? [], here)];
  });
}
