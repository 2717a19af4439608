import type { Brand } from '@valuta/shared';
import type { Context, Next } from 'koa';
import helmet from 'koa-helmet';
import type { Config } from '../config/env.js';

/** Origins of the embeds set for the public pages (video, map, calendar). */
function embedOrigins(brand: Brand): string[] {
  const urls = [brand.videoUrl, brand.mapUrl, brand.calendarUrl].filter(Boolean);
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** The advertising pixel's hosts, allowed only when a pixel id is configured. */
const PIXEL_HOSTS = ['https://connect.facebook.net', 'https://www.facebook.com'];

type Middleware = (ctx: Context, next: Next) => Promise<void>;

function headersFor(config: Config, brand: Brand): Middleware {
  const pixel = config.brand.pixelId ? PIXEL_HOSTS : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pixel],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...pixel],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...pixel],
        frameSrc: ["'self'", ...embedOrigins(brand)],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 15_552_000 } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * Security headers with a content security policy: scripts only from our origin, frames only from the
 * agency's embeds, nothing may frame us. Styles allow inline because Ant Design writes its CSS at run time.
 * The embeds can change in the back office, so the pages' policy follows the agency's current details (kept
 * per set of embed origins); the API's answers embed nothing and keep the configuration's policy.
 */
export function securityHeaders(config: Config, agency: { brand(): Promise<Brand> }) {
  const base = headersFor(config, config.brand);
  const byEmbeds = new Map<string, Middleware>();
  return async function applySecurityHeaders(ctx: Context, next: Next): Promise<void> {
    if (ctx.path.startsWith('/api/')) return base(ctx, next);
    const brand = await agency.brand();
    const key = embedOrigins(brand).join(' ');
    let headers = byEmbeds.get(key);
    if (!headers) {
      if (byEmbeds.size > 20) byEmbeds.clear();
      headers = headersFor(config, brand);
      byEmbeds.set(key, headers);
    }
    return headers(ctx, next);
  };
}
