import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, createAppRequestHandler } from './app-protocol';
import { pageRequest, temporaryFolder } from './test-support';

let folder: Awaited<ReturnType<typeof temporaryFolder>>;
let handle: (request: Request) => Promise<Response>;
const forwarded: string[] = [];

beforeAll(async () => {
  folder = await temporaryFolder();
  const renderer = path.join(folder.path, 'renderer');
  await mkdir(path.join(renderer, 'assets'), { recursive: true });
  await writeFile(path.join(renderer, 'index.html'), '<!doctype html><title>Area Amministrativa</title>');
  await writeFile(path.join(renderer, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(path.join(renderer, 'assets', 'style-abc.css'), 'body{}');
  await writeFile(path.join(folder.path, 'secret.txt'), 'not for the page');
  handle = createAppRequestHandler({
    rendererDir: renderer,
    forwardApi: async (request) => {
      forwarded.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    },
  });
});
afterAll(() => folder.remove());

describe('the app scheme', () => {
  it('serves the back office, with its content security policy, and the page for every route', async () => {
    for (const route of ['/admin/', '/admin/contatti/12', '/admin/server']) {
      const response = await handle(pageRequest(route));
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(await response.text()).toContain('Area Amministrativa');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");

    const script = await handle(pageRequest('/admin/assets/index-abc.js'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
    expect((await handle(pageRequest('/admin/assets/style-abc.css'))).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('hands /api/… to the server connection, whatever the method', async () => {
    await handle(pageRequest('/api/auth/login', { method: 'POST', body: '{}' }));
    await handle(pageRequest('/api/admin/contacts?limit=20'));
    expect(forwarded).toEqual(['POST /api/auth/login', 'GET /api/admin/contacts']);
  });

  it('reads nothing outside the renderer folder and answers 404 for missing assets', async () => {
    for (const route of [
      '/admin/..%2Fsecret.txt',
      '/admin/%2e%2e/secret.txt',
      '/admin/assets/..%2F..%2Fsecret.txt',
      '/admin/assets/missing.js',
      '/admin/%E0%A4%A.js',
      '/secret.txt',
    ]) {
      const response = await handle(pageRequest(route));
      expect(response.status, route).toBe(404);
      expect(await response.text()).not.toContain('not for the page');
    }
    expect((await handle(new Request('app://other/admin/'))).status).toBe(404);
  });

  it('sends the bare origin to the back office and refuses to write', async () => {
    const root = await handle(pageRequest('/'));
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('app://valuta/admin/');
    expect((await handle(pageRequest('/admin/', { method: 'POST', body: 'x' }))).status).toBe(405);
  });
});
