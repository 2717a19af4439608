/**
 * Compression of the API's small JSON answers in one synchronous call. koa-compress streams every body through
 * a zlib stream: for a JSON answer of a few kilobytes (a page of the contacts list is about 8 kB) creating the
 * stream, its turns through libuv's thread pool and the chunked transfer cost the server more than the
 * compression itself, and the JSON was written twice (once to measure it against the threshold). Here such an
 * answer is written once and compressed with the encoding and settings koa-compress would choose (brotli at
 * quality 4, else gzip at zlib's default level), in a fraction of a millisecond on the main thread, and sent
 * with its length. Larger bodies, streams, files and other encodings are left to koa-compress, mounted before
 * this middleware.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Next } from 'koa';
import { Stream } from 'node:stream';

/** Below this the answer is sent as it is (koa-compress's threshold in app.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Above this the JSON is streamed through koa-compress: a longer synchronous compression would hold every other request. */
const SYNC_LIMIT_BYTES = 64 * 1024;

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

const isJsonBody = (body: unknown): body is object =>
  body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof Stream);

export function compressJson() {
  return async function compressSmallJson(ctx: Context, next: Next): Promise<void> {
    await next();
    const body: unknown = ctx.body;
    if (!isJsonBody(body) || ctx.method === 'HEAD' || ctx.response.get('Content-Encoding')) return;
    const text = JSON.stringify(body);
    if (text.length < COMPRESS_THRESHOLD_BYTES || text.length > SYNC_LIMIT_BYTES) {
      // The type stays JSON (already set); what is left to do is koa-compress's or Koa's, on the text.
      ctx.body = text;
      return;
    }
    // koa-compress's preference: brotli whenever the client takes it, whatever order it listed them in.
    const encoding = ctx.acceptsEncodings('br') ? 'br' : ctx.acceptsEncodings('gzip') ? 'gzip' : null;
    if (!encoding) {
      ctx.body = text;
      return;
    }
    ctx.body = encoding === 'br' ? brotliCompressSync(text, BROTLI_OPTIONS) : gzipSync(text);
    ctx.set('Content-Encoding', encoding);
  };
}
