import { createServer, type Server } from 'node:http';
import type Koa from 'koa';

/**
 * A node:http server for a Koa application. Koa's handler answers every failure itself (ctx.onerror), so the
 * promise it returns never rejects; node:http ignores what a listener returns, so it gets a plain function
 * that sets the handler going.
 */
export function createHttpServer(app: Pick<Koa, 'callback'>): Server {
  const handle = app.callback();
  return createServer((request, response) => {
    void handle(request, response);
  });
}
