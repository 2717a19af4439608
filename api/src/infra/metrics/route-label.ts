import { publicRouteOf } from '@valuta/shared';

/** Every request no route, page or file answered (a 404): one label, since anybody can invent paths. */
const UNMATCHED_ROUTE = 'unmatched';

interface Answered {
  path: string;
  status: number;
  /** Set by @koa/router to the pattern of the route that matched. */
  _matchedRoute?: unknown;
}

/**
 * The route a request is counted under, from a short list: the router's pattern (`/api/chat/:valuationId`),
 * never the path itself, which would make a series per valuation id (a secret, too) and per invented path.
 * Requests no router answered: a 404 is `unmatched`; an API request refused before routing (the back
 * office's guard, a body that is not JSON) is `/api/admin/*` or `/api/*`; a public page is its path (a fixed
 * list, a link's page its pattern); the back office's build is `/admin/*`; any other file of the public build is `static`.
 */
export function routeLabel(ctx: Answered): string {
  if (typeof ctx._matchedRoute === 'string') return ctx._matchedRoute;
  if (ctx.status === 404) return UNMATCHED_ROUTE;
  const { path } = ctx;
  if (path.startsWith('/api/admin/') || path === '/api/admin') return '/api/admin/*';
  if (path.startsWith('/api/') || path === '/api') return '/api/*';
  if (path.startsWith('/admin/') || path === '/admin') return '/admin/*';
  const page = publicRouteOf(path);
  if (page) return page;
  if (path === '/sitemap.xml' || path === '/robots.txt') return path;
  return 'static';
}
