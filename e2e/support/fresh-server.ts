import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './admin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(origin: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not answer within ${timeoutMs} ms`);
}

/**
 * The built app on a database of its own, as a fresh install is: nothing but the administrator of
 * ADMIN_EMAIL, no agency e-mail, no settings saved. Its e-mails go to the SMTP server at `smtpUrl`. For the tests
 * that walk the first minutes of an agency, which the shared e2e server (used by every other spec) has long
 * left behind.
 */
export async function startFreshServer({ smtpUrl }: { smtpUrl: string }) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'valuta-e2e-fresh-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['api/dist/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATABASE_URL: `sqlite:${path.join(folder, 'app.sqlite')}`,
      DATA_DIR: folder,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_CHAT_PER_MINUTE: '1000',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '5000',
      RATE_LIMIT_FORMS_PER_HOUR: '5000',
    },
  });
  await waitForHealth(origin, server);
  return {
    origin,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
