import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { isPublicRoute } from '@valuta/shared';
import type { Logger } from '../logger.js';

const ONE_YEAR_MS = 365 * 24 * 3_600_000;

interface SiteRoots {
  publicWeb: string;
  admin: string;
}

function looksLikeFile(requestPath: string): boolean {
  return path.posix.extname(requestPath) !== '';
}

/** Hashed build assets never change under the same name; everything else is revalidated. */
function cacheHeaders(ctx: Context, filePath: string) {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    ctx.set('Cache-Control', `public, max-age=${ONE_YEAR_MS / 1000}, immutable`);
  } else {
    ctx.set('Cache-Control', 'no-cache');
  }
}

async function sendFrom(ctx: Context, root: string, relativePath: string): Promise<boolean> {
  try {
    await send(ctx, relativePath, { root, setHeaders: (res, filePath) => cacheHeaders(ctx, filePath), hidden: false });
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return false;
    throw error;
  }
}

/**
 * Serves the two builds: the admin UI under /admin (its own SPA fallback) and the public site everywhere
 * else. A marketing route gets its prerendered HTML when the build has one (dist/<route>/index.html), the
 * SPA shell otherwise; a path that is no route gets the shell with status 404, so the not-found page is
 * also a real 404 for search engines.
 */
export function staticSites(roots: SiteRoots, logger: Logger) {
  for (const [name, root] of Object.entries(roots)) {
    if (!existsSync(path.join(root, 'index.html'))) logger.warn({ root }, `${name} build not found: run npm run build`);
  }

  return async function serveSites(ctx: Context, next: Next) {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();

    if (ctx.path === '/admin' || ctx.path.startsWith('/admin/')) {
      const inside = ctx.path.slice('/admin'.length) || '/';
      if (looksLikeFile(inside) && (await sendFrom(ctx, roots.admin, inside))) return;
      if (looksLikeFile(inside)) return next();
      ctx.set('Cache-Control', 'no-cache');
      if (!(await sendFrom(ctx, roots.admin, 'index.html'))) return next();
      return;
    }

    if (looksLikeFile(ctx.path)) {
      if (await sendFrom(ctx, roots.publicWeb, ctx.path)) return;
      return next();
    }

    const route = ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') : ctx.path;
    const known = isPublicRoute(route);
    const prerendered = known && route !== '/' ? path.posix.join(route, 'index.html') : 'index.html';
    const served = (await sendFrom(ctx, roots.publicWeb, prerendered)) || (await sendFrom(ctx, roots.publicWeb, 'index.html'));
    if (!served) return next();
    if (!known) ctx.status = 404;
  };
}
