import type { Context, Next } from 'koa';
import { PUBLIC_ROUTES } from '@valuta/shared';

/** sitemap.xml lists the indexable routes of the shared list; robots.txt keeps crawlers out of /admin and /api. */
export function seoFiles(publicUrl: string) {
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_ROUTES.filter((route) => route.indexable).map(
      (route) =>
        `  <url><loc>${publicUrl}${route.path}</loc><changefreq>monthly</changefreq><priority>${route.path === '/' ? '1.0' : '0.7'}</priority></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  const robots = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');

  return async function serveSeoFiles(ctx: Context, next: Next): Promise<void> {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      await next();
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml';
      ctx.body = sitemap;
    } else if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.body = robots;
    } else {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'public, max-age=3600');
  };
}
