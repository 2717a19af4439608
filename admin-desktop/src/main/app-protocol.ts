import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_BASE, APP_HOST, adminUrl } from './app-origin';

/**
 * The page's content security policy: code and calls only from the app's own origin (the bundled UI and its
 * forwarded /api); inline styles because Ant Design writes its CSS at run time, as on the web.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

function pageHeaders(contentType: string): Headers {
  return new Headers({
    'Content-Type': contentType,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: pageHeaders('text/plain; charset=utf-8') });
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

export interface AppRequestHandlerOptions {
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** Answers /api/… (the server connection's forward). */
  forwardApi: (request: Request) => Promise<Response>;
}

/**
 * Answers every request of the app scheme: /api/… goes to the server through the main process; /admin/…
 * is the bundled back office, with the page itself for any route of the single-page app; nothing outside
 * the renderer folder can be read, whatever the path says.
 */
export function createAppRequestHandler({ rendererDir, forwardApi }: AppRequestHandlerOptions) {
  const root = path.resolve(rendererDir);
  const indexHtml = path.join(root, 'index.html');

  async function serveFile(filePath: string, method: string): Promise<Response> {
    const type = CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
    const body = method === 'HEAD' ? null : await readFile(filePath);
    return new Response(body, { status: 200, headers: pageHeaders(type) });
  }

  return async function handleAppRequest(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return notFound();
    if (url.pathname.startsWith('/api/')) return forwardApi(request);

    const method = request.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: pageHeaders('text/plain; charset=utf-8') });
    }
    if (url.pathname === '/' || url.pathname === ADMIN_BASE) return Response.redirect(adminUrl('/'), 302);
    if (!url.pathname.startsWith(`${ADMIN_BASE}/`)) return notFound();

    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname.slice(ADMIN_BASE.length + 1));
    } catch {
      return notFound();
    }
    if (relative.includes('\0')) return notFound();
    const target = path.resolve(root, relative);
    if (target !== root && !target.startsWith(root + path.sep)) return notFound();
    if (target !== root && (await isFile(target))) return serveFile(target, method);
    // A missing file (an asset name) is a 404; any other path is a route of the single-page app.
    if (path.extname(relative)) return notFound();
    return serveFile(indexHtml, method);
  };
}
