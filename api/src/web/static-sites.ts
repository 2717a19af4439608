import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import type { Logger } from '../infra/logger.js';
import type { Prerenderer } from './prerender.js';

const ONE_YEAR_MS = 365 * 24 * 3_600_000;

interface SiteRoots {
  publicWeb: string;
  admin: string;
}

function looksLikeFile(requestPath: string): boolean {
  return path.posix.extname(requestPath) !== '';
}

/**
 * A source map would hand anyone the site's and the back office's sources, comments and all. The builds keep
 * them beside the bundles (unreferenced) for debugging where they were built; the server never sends one.
 */
function isSourceMap(requestPath: string): boolean {
  return requestPath.toLowerCase().endsWith('.map');
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
 * else. Every public route gets its prerendered HTML (see prerender.ts); a path that is no route gets the
 * not-found page with status 404, so it is also a real 404 for search engines.
 */
export function staticSites(roots: SiteRoots, prerenderer: Prerenderer, logger: Logger) {
  // Only the two sites: the configuration passes its whole webDist, which also names the prerenderer's file.
  for (const [name, root] of [
    ['publicWeb', roots.publicWeb],
    ['admin', roots.admin],
  ] as const) {
    if (!existsSync(path.join(root, 'index.html'))) logger.warn({ root }, `${name} build not found: run npm run build`);
  }

  /** Answers the request from the builds; false when neither has anything for it, so it goes on down the chain. */
  async function served(ctx: Context): Promise<boolean> {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return false;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
    if (isSourceMap(ctx.path)) return false;

    if (ctx.path === '/admin' || ctx.path.startsWith('/admin/')) {
      const inside = ctx.path.slice('/admin'.length) || '/';
      if (looksLikeFile(inside)) return sendFrom(ctx, roots.admin, inside);
      ctx.set('Cache-Control', 'no-cache');
      return sendFrom(ctx, roots.admin, 'index.html');
    }

    if (looksLikeFile(ctx.path)) return sendFrom(ctx, roots.publicWeb, ctx.path);

    const page = await prerenderer.page(ctx.path);
    if (!page) return false;
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = page.html;
    ctx.status = page.status;
    return true;
  }

  return async function serveSites(ctx: Context, next: Next): Promise<void> {
    if (!(await served(ctx))) await next();
  };
}
