import helmet from 'koa-helmet';
import type { Config } from '../config/env.js';

/** Origins of the embeds configured for the public pages (video, map, calendar). */
function embedOrigins(config: Config): string[] {
  const urls = [config.brand.videoUrl, config.brand.mapUrl, config.brand.calendarUrl].filter(Boolean);
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** The advertising pixel's hosts, allowed only when a pixel id is configured. */
const PIXEL_HOSTS = ['https://connect.facebook.net', 'https://www.facebook.com'];

/**
 * Security headers with a content security policy: scripts only from our origin, frames only from the
 * configured embeds, nothing may frame us. Styles allow inline because Ant Design writes its CSS at run time.
 */
export function securityHeaders(config: Config) {
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
        frameSrc: ["'self'", ...embedOrigins(config)],
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
