/**
 * Compression of every answer, in one middleware with one table of settings: brotli at quality 4 when the
 * client takes it, else gzip, else deflate, at zlib's default levels; nothing under 1 kB, nothing that is not
 * compressible (images, fonts), nothing already encoded or marked no-transform.
 *
 * A JSON answer held in memory (the API's: a page of the contacts list is about 8 kB) is written once and, up
 * to 64 kB, compressed in one synchronous call and sent with its length: a zlib stream's set-up, its turns
 * through libuv's thread pool and the chunked transfer cost more than compressing a few kilobytes. Larger
 * JSON, pages, files and streams (the CSV exports) go through a zlib stream, so a long compression never holds
 * the other requests.
 */
import { Stream, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import compressible from 'compressible';
import type { Context, Next, ParameterizedContext } from 'koa';

type Encoding = 'br' | 'gzip' | 'deflate';
type Settings = zlib.BrotliOptions & zlib.ZlibOptions;

/** Below this an answer is sent as it is: compressing it would save less than its headers weigh. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Above this a JSON answer is streamed: a longer synchronous compression would hold every other request. */
const SYNC_LIMIT_BYTES = 64 * 1024;

/** The encodings offered, best first: among those the client weighs alike, the first here is chosen. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'deflate'];

const USUAL: Record<Encoding, Settings> = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  gzip: {},
  deflate: {},
};

/**
 * The fastest levels, for the CSV exports: an export of 100,000 leads is 20 MB of text that either level
 * shrinks about tenfold (level 1 sends some 10-15% more bytes), and the usual levels cost the server two to
 * four times the CPU for it.
 */
const FASTEST: Record<Encoding, Settings> = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  gzip: { level: 1 },
  deflate: { level: 1 },
};

const compressInOneCall: Record<Encoding, (input: string, settings: Settings) => Buffer> = {
  br: zlib.brotliCompressSync,
  gzip: zlib.gzipSync,
  deflate: zlib.deflateSync,
};

const compressingStream: Record<Encoding, (settings: Settings) => Transform> = {
  br: zlib.createBrotliCompress,
  gzip: zlib.createGzip,
  deflate: zlib.createDeflate,
};

const answersWithFastest = new WeakSet<ParameterizedContext>();

/** Compresses this answer at the fastest levels (a large export, where CPU counts more than bytes). */
export function compressFastest(ctx: ParameterizedContext): void {
  answersWithFastest.add(ctx);
}

const EMPTY_BODY_STATUSES = new Set([204, 205, 304]);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

const isJsonBody = (body: unknown): body is object =>
  body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof Stream);

/** Whether the answer may be compressed at all, whatever its size and the client. */
function compressibleAnswer(ctx: Context): boolean {
  return (
    Boolean(ctx.body) &&
    !ctx.res.headersSent &&
    ctx.writable &&
    ctx.method !== 'HEAD' &&
    !EMPTY_BODY_STATUSES.has(ctx.status) &&
    // Content-Range counts the bytes before encoding: a part of a file is sent as it is.
    ctx.status !== 206 &&
    !ctx.response.get('Content-Range') &&
    !ctx.response.get('Content-Encoding') &&
    compressible(ctx.response.type) === true &&
    !NO_TRANSFORM.test(ctx.response.get('Cache-Control'))
  );
}

/** The client's weight (q) for each name of its Accept-Encoding header. */
function weights(header: string): Map<string, number> {
  const weighed = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    weighed.set(name.toLowerCase(), q ? Number(q.slice(2)) || 0 : 1);
  }
  return weighed;
}

/**
 * The encoding to send, or null for the answer as it is: the one the client weighs most, ties going to the
 * order of PREFERENCE. No header means no encoding; `*` alone means gzip, which every client decodes. The
 * answer goes as it is only when the client names identity with more weight than any encoding offered (one it
 * does not name weighs no more than the least it names, RFC 9110 12.5.3, so it never wins then).
 */
function chosenEncoding(ctx: Context): Encoding | null {
  const header = ctx.get('Accept-Encoding').trim();
  if (!header) return null;
  if (header === '*') return 'gzip';
  const weighed = weights(header);
  const anything = weighed.get('*');
  const identity = weighed.get('identity') ?? 0;
  let best: { encoding: Encoding; q: number } | null = null;
  for (const encoding of PREFERENCE) {
    const q = weighed.get(encoding) ?? anything ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best && best.q >= identity ? best.encoding : null;
}

export function compression() {
  return async function compress(ctx: Context, next: Next): Promise<void> {
    ctx.vary('Accept-Encoding');
    await next();
    if (!compressibleAnswer(ctx)) return;

    const body: unknown = ctx.body;
    const json = isJsonBody(body) ? JSON.stringify(body) : null;
    // The JSON is written here once; Koa sends the text as it is when it is not compressed.
    if (json !== null) ctx.body = json;
    // A stream's length is unknown unless it was set (a file's is): undefined, and then it is compressed.
    const size: number | undefined = json !== null ? Buffer.byteLength(json) : ctx.response.length;
    if (size !== undefined && size < COMPRESS_THRESHOLD_BYTES) return;
    const encoding = chosenEncoding(ctx);
    if (!encoding) return;

    const settings = (answersWithFastest.has(ctx) ? FASTEST : USUAL)[encoding];
    if (json !== null && size !== undefined && size <= SYNC_LIMIT_BYTES) {
      // A Buffer body: Koa sets its Content-Length.
      ctx.body = compressInOneCall[encoding](json, settings);
      ctx.set('Content-Encoding', encoding);
      return;
    }
    const source = ctx.body as Stream | Buffer | string;
    ctx.set('Content-Encoding', encoding);
    ctx.remove('Content-Length');
    const stream = compressingStream[encoding](settings);
    ctx.body = stream;
    if (source instanceof Stream) source.pipe(stream);
    else stream.end(source);
  };
}
