import { bodyParser } from '@koa/bodyparser';
import type { Context, Next } from 'koa';
import { unsupportedMediaType } from '../errors.js';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function carriesBody(ctx: Context): boolean {
  if (ctx.get('Transfer-Encoding')) return true;
  const length = Number(ctx.get('Content-Length'));
  return Number.isFinite(length) && length > 0;
}

/** Routes that take an image as the raw body (a photo upload); they read it themselves (raw-body.ts). */
const IMAGE_UPLOAD_PATHS = new Set(['/api/admin/agency-settings/photos']);

/**
 * The API speaks JSON only: a body of any other type is refused with 415 rather than silently ignored;
 * malformed JSON (400) and bodies over the limit (413) surface as errors for the error middleware. The one
 * exception is an image sent to an upload route.
 */
export function jsonBody(limitBytes: number) {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limitBytes, encoding: 'utf-8' });
  return async function readJsonBody(ctx: Context, next: Next): Promise<void> {
    if (!ctx.path.startsWith('/api/') || !METHODS_WITH_BODY.has(ctx.method)) {
      await next();
      return;
    }
    if (IMAGE_UPLOAD_PATHS.has(ctx.path) && ctx.method === 'POST' && ctx.is('image/*')) {
      await next();
      return;
    }
    if (carriesBody(ctx) && !ctx.is('application/json', '+json')) throw unsupportedMediaType();
    await parse(ctx, next);
  };
}
