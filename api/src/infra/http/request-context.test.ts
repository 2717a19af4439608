import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { requestContext } from './request-context.js';
import type { AppState } from './state.js';

/** A server whose one route logs a warning through the request's logger, its log lines collected. */
async function serve(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = new Koa<AppState>();
  app.use(requestContext(createLogger(level, destination)));
  app.use((ctx) => {
    if (ctx.path === '/warns') ctx.state.log.warn('something to look at');
    ctx.body = { ok: true };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { url, lines, settled, close: () => new Promise((resolve) => server.close(resolve)) };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('requestContext', () => {
  it('gives each request an id, in its answer, in what its handler logs and in its access line', async () => {
    const server = await serve('info');
    close = server.close;
    const response = await fetch(`${server.url}/warns`);
    await server.settled();
    const requestId = response.headers.get('X-Request-Id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.lines.find((line) => line.msg === 'something to look at')).toMatchObject({ requestId, level: 40 });
    expect(server.lines.find((line) => line.msg === 'request')).toMatchObject({ requestId, method: 'GET', path: '/warns', status: 200 });
  });

  it("keeps a proxy's request id and refuses one that could forge a log line", async () => {
    const server = await serve('info');
    close = server.close;
    const kept = await fetch(`${server.url}/`, { headers: { 'X-Request-Id': 'proxy-id-12345' } });
    const refused = await fetch(`${server.url}/`, { headers: { 'X-Request-Id': 'bad id" level' } });
    await server.settled();
    expect(kept.headers.get('X-Request-Id')).toBe('proxy-id-12345');
    expect(refused.headers.get('X-Request-Id')).not.toContain('bad');
    expect(server.lines.filter((line) => line.msg === 'request').map((line) => line.requestId)).toEqual([
      'proxy-id-12345',
      refused.headers.get('X-Request-Id'),
    ]);
  });

  it('writes no access line below its level, and still the warnings with their id', async () => {
    const server = await serve('warn');
    close = server.close;
    await fetch(`${server.url}/`);
    const response = await fetch(`${server.url}/warns`);
    await server.settled();
    expect(server.lines).toEqual([expect.objectContaining({ msg: 'something to look at', requestId: response.headers.get('X-Request-Id') })]);
  });
});
