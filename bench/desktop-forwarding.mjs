/**
 * The desktop app's cost on top of the API: the same signed-in calls made directly and through the main
 * process's forwarding (its cookie jar, Origin and header filtering, the answer re-wrapped for the page).
 * Electron is not involved: the forwarding module is plain TypeScript, loaded here with tsx.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { load, printTable, runIfMain, startBuiltServer } from './lib.mjs';

const ADMIN = { email: 'bench@valutacasa.it', password: 'bench-password-lunga' };

export async function run() {
  const server = await startBuiltServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'valuta-bench-desktop-'));
  try {
    const { createServerConnection } = await tsImport('../admin-desktop/src/main/server-connection.ts', import.meta.url);
    const { openSessionCookies } = await tsImport('../admin-desktop/src/main/session-cookies.ts', import.meta.url);
    const plainBox = { isEncryptionAvailable: () => false, encryptString: () => Buffer.alloc(0), decryptString: () => '' };
    const cookies = await openSessionCookies(path.join(folder, 'server-session.json'), plainBox);
    const connection = createServerConnection({ serverOrigin: () => server.url, cookies });
    const page = (pathAndQuery, init) => new Request(`app://valuta${pathAndQuery}`, init);

    const login = await connection.forward(
      page('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) }),
    );
    if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
    const cookie = cookies.cookieHeader(`${server.url}/api/auth/check`);

    const figures = [];
    for (const [name, pathAndQuery] of [
      ['GET /api/auth/check', '/api/auth/check'],
      ['GET /api/admin/contacts (empty list)', '/api/admin/contacts?limit=20&offset=0'],
    ]) {
      const directCall = async () => {
        await (await fetch(`${server.url}${pathAndQuery}`, { headers: { Cookie: cookie } })).arrayBuffer();
      };
      const forwardedCall = async () => {
        await (await connection.forward(page(pathAndQuery))).arrayBuffer();
      };
      // Warm both paths first, so neither pays the other's start-up.
      await load(300, 20, directCall);
      await load(300, 20, forwardedCall);
      const direct = await load(1000, 20, directCall);
      const forwarded = await load(1000, 20, forwardedCall);
      figures.push([`${name}, direct`, direct], [`${name}, forwarded`, forwarded]);
    }
    printTable(
      'Desktop forwarding, 1,000 signed-in requests, 20 concurrent (client and server on the same 2 cores)',
      figures.map(([name, result]) => [
        name,
        `${result.perSecond.toFixed(0)} req/s`,
        `p50 ${result.p50.toFixed(1)} ms`,
        `p95 ${result.p95.toFixed(1)} ms`,
      ]),
    );
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, run);
