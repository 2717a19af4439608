import { Readable } from 'node:stream';
import type { Logger } from '../logger.js';
import { compressFastest } from './compression.js';
import type { AppContext } from './state.js';

/**
 * Streams a CSV produced by an async generator as a download. The status and headers leave with the first
 * bytes, so a failure halfway can only cut the file short: it is logged and the connection is closed.
 */
export function sendCsv(ctx: AppContext, filename: string, rows: AsyncGenerator<string>, logger: Logger) {
  const stream = Readable.from(rows, { objectMode: false });
  stream.on('error', (error) => {
    logger.error({ err: error, requestId: ctx.state.requestId, path: ctx.path }, 'CSV export failed midway');
  });
  ctx.status = 200;
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(filename);
  compressFastest(ctx);
  ctx.body = stream;
}
