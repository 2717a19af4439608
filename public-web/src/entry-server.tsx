/**
 * The prerenderer's entry, built for Node (vite build --ssr): the API server calls render() once per public
 * route with the agency's current details, team and reviews and serves the resulting HTML, so search engines and the first paint get
 * the page's real content; the browser then hydrates it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import type { SiteContent } from '@valuta/shared/agency';
import type { Brand } from '@valuta/shared/brand';
import { routes } from './app/routes';
import { applyServerBrand } from './lib/brand';
import { applyServerContent } from './lib/site-content';

const handler = createStaticHandler(routes);

export async function render(url: string, brand: Brand, content: SiteContent): Promise<{ html: string; status: number }> {
  applyServerBrand(brand);
  applyServerContent(content);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { html: '', status: context.status };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}
