import { bodyParser } from '@koa/bodyparser';
import type { Context, Next } from 'koa';
import { invalidBody, unsupportedEncoding, unsupportedMediaType } from '../errors.js';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function carriesBody(ctx: Context): boolean {
  if (ctx.get('Transfer-Encoding')) return true;
  const length = Number(ctx.get('Content-Length'));
  return Number.isFinite(length) && length > 0;
}

/** Routes that take an image as the raw body (a photo upload); they read it themselves (raw-body.ts). */
/** Where a mail client unsubscribes with one click (owner-area/owner-area.router.ts). */
const ONE_CLICK_UNSUBSCRIBE_PREFIX = '/api/area-venditore/unsubscribe/';

const IMAGE_UPLOAD_PATHS = new Set(['/api/admin/agency-settings/photos']);

/**
 * A failure to read a compressed body, in the client's terms. The body parser decompresses gzip, deflate and
 * br (the limit counts the decompressed bytes); another encoding is refused with a bare 415, and bytes the
 * decompressor cannot read fail with zlib's own error, which carries no HTTP status: the client sent a broken
 * body, not a request the server failed on.
 */
function compressedBodyFailure(ctx: Context, error: unknown): unknown {
  if ((ctx.get('Content-Encoding') || 'identity') === 'identity') return error;
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 415) return unsupportedEncoding();
  if (status === undefined) return invalidBody();
  return error;
}

/**
 * The API speaks JSON only: a body of any other type is refused with 415 rather than silently ignored;
 * malformed JSON or a compressed body that cannot be decompressed (400) and bodies over the limit (413)
 * surface as errors for the error middleware. The one exception is an image sent to an upload route.
 */
export function jsonBody(limitBytes: number) {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: limitBytes,
    encoding: 'utf-8',
    onError(error, ctx) {
      throw compressedBodyFailure(ctx, error);
    },
  });
  return async function readJsonBody(ctx: Context, next: Next): Promise<void> {
    if (!ctx.path.startsWith('/api/') || !METHODS_WITH_BODY.has(ctx.method)) {
      await next();
      return;
    }
    if (IMAGE_UPLOAD_PATHS.has(ctx.path) && ctx.method === 'POST' && ctx.is('image/*')) {
      await next();
      return;
    }
    // RFC 8058's one-click unsubscribe: the mail client posts a form body the route does not read.
    if (ctx.method === 'POST' && ctx.path.startsWith(ONE_CLICK_UNSUBSCRIBE_PREFIX)) {
      await next();
      return;
    }
    if (carriesBody(ctx) && !ctx.is('application/json', '+json')) throw unsupportedMediaType();
    await parse(ctx, next);
  };
}
