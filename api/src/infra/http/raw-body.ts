import type { Context } from 'koa';
import { payloadTooLarge } from '../errors.js';

/**
 * The request's body as bytes, refused with 413 past `limitBytes`. An oversized body is read to its end
 * without being kept, so the client gets the answer rather than a reset connection.
 */
export async function readRawBody(ctx: Context, limitBytes: number): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw payloadTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size <= limitBytes) chunks.push(bytes);
  }
  if (size > limitBytes) throw payloadTooLarge();
  return Buffer.concat(chunks);
}
