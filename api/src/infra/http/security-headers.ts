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

/** How long a browser keeps to HTTPS after an answer over it: 180 days, on pages and API answers alike. */
const HSTS_MAX_AGE_S = 15_552_000;

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
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: HSTS_MAX_AGE_S } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * The headers of an API answer (JSON, or a file to download), which a browser never renders as a page: a
 * policy that lets it load and frame nothing, no type sniffing, no framing, and the page's cross-origin and
 * transport rules. A page's other headers (its script and style sources, DNS prefetching, the opener
 * policy, …) mean nothing to such an answer, and a chat message would carry twice their weight in headers.
 */
function apiHeaders(config: Config): Array<[string, string]> {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(config.publicUrl.startsWith('https://')
      ? [['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`] as [string, string]]
      : []),
  ];
}

/**
 * Security headers with a content security policy: scripts only from our origin, frames only from the
 * agency's embeds, nothing may frame us. Styles allow inline because Ant Design writes its CSS at run time.
 * The embeds can change in the back office, so the pages' policy follows the agency's current details (kept
 * per set of embed origins); the API's answers get the fixed headers of apiHeaders.
 */
export function securityHeaders(config: Config, agency: { brand(): Promise<Brand> }) {
  const forApi = apiHeaders(config);
  const byEmbeds = new Map<string, Middleware>();
  return async function applySecurityHeaders(ctx: Context, next: Next): Promise<void> {
    if (ctx.path.startsWith('/api/')) {
      for (const [name, value] of forApi) ctx.set(name, value);
      await next();
      return;
    }
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
