/**
 * The prerenderer's entry, built for Node (vite build --ssr): the API server calls render() once per public
 * route with the agency's current details, team and reviews and serves the resulting HTML, so search engines and the first paint get
 * the page's real content; the browser then hydrates it: the whole app (index.html's entry), or only the
 * page's islands when its route says so (islands.html's entry).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import type { SiteContent } from '@valuta/shared/agency';
import type { Brand } from '@valuta/shared/brand';
import { routes } from './app/routes';
import { IslandCollectorContext } from './islands/island-context';
import { ServerIslands } from './islands/server-islands';
import type { RouteHandle } from './layout/Layout';
import { applyServerBrand } from './lib/brand';
import { applyServerContent } from './lib/site-content';

const handler = createStaticHandler(routes);

export interface RenderedRoute {
  html: string;
  status: number;
  /** True when the page is to be served with the islands' shell rather than the app's. */
  islands: boolean;
}

export async function render(url: string, brand: Brand, content: SiteContent): Promise<RenderedRoute> {
  applyServerBrand(brand);
  applyServerContent(content);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { html: '', status: context.status, islands: false };
  const router = createStaticRouter(handler.dataRoutes, context);
  const islands = context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.islands === true);
  // A page served as islands gets each island rendered as the browser hydrates it: alone (server-islands.tsx).
  const serverIslands = islands ? new ServerIslands() : null;
  const html = renderToString(
    <IslandCollectorContext value={serverIslands}>
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>
    </IslandCollectorContext>,
  );
  return { html: serverIslands ? serverIslands.fill(html, new URL(url).pathname) : html, status: context.statusCode, islands };
}
