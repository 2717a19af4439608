import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './auth/passwords.js';
import { ConfigError, loadConfig } from './infra/config/env.js';
import { openDatabase } from './infra/db/index.js';
import { createLogger } from './infra/logger.js';
import { startServer, type RunningServer } from './start.js';
import { createTemporaryDatabase, type TemporaryDatabase } from './test/database.js';

let temporary: TemporaryDatabase;
let running: RunningServer;

beforeAll(async () => {
  temporary = await createTemporaryDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: temporary.url,
    ADMIN_EMAIL: 'titolare@agenzia.it',
    ADMIN_PASSWORD: 'password-del-titolare',
  });
  running = await startServer(config, createLogger('silent'));
});
afterAll(() => temporary.drop());

describe('the server process', () => {
  it('creates the administrator of ADMIN_EMAIL at start', async () => {
    const response = await fetch(`${running.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'titolare@agenzia.it', password: 'password-del-titolare' }),
    });
    expect(response.status).toBe(200);
  });

  it('finishes a request in flight when asked to stop, then refuses new connections', async () => {
    const { port } = new URL(running.url);
    const body = JSON.stringify({ email: 'titolare@agenzia.it', password: 'password-del-titolare' });

    // Send the headers and half the body, ask the server to stop, then send the rest.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = running.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write(body.slice(10));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await stopped;

    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"success":true');
    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow('fetch failed');
  });
});

describe('a production server without the agency legal details', () => {
  it('warns at start, naming what is missing', async () => {
    const database = await createTemporaryDatabase();
    const lines: string[] = [];
    const logger = createLogger('warn', { write: (line: string) => void lines.push(line) });
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
      AGENCY_LEGAL_NAME: 'Casa Sabauda S.r.l.',
    });
    const server = await startServer(config, logger);
    try {
      const warnings = lines.map((line) => JSON.parse(line) as { msg: string; missing?: string[] });
      expect(warnings.find((entry) => entry.msg.includes('Impostazioni agenzia'))?.missing).toEqual(['vatNumber', 'reaNumber', 'address']);
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});

describe('ADMIN_PASSWORD and the password rules', () => {
  const configFor = (database: TemporaryDatabase, password: string) =>
    loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      ADMIN_EMAIL: 'titolare@agenzia.it',
      ADMIN_PASSWORD: password,
    });

  it('refuses to start with a new ADMIN_PASSWORD that does not meet them, naming the variable', async () => {
    const database = await createTemporaryDatabase();
    try {
      const start = startServer(configFor(database, 'qwerty123456'), createLogger('silent'));
      await expect(start).rejects.toBeInstanceOf(ConfigError);
      await expect(start).rejects.toThrow(/ADMIN_PASSWORD: refused by the password rules \("Questa password è tra le più usate/);
      const db = await openDatabase(database.target, createLogger('silent'));
      expect(await db.models.TeamMember.count()).toBe(0);
      await db.close();
    } finally {
      await database.drop();
    }
  });

  it('starts, with a warning, when the account already has that password (set before the rules)', async () => {
    const database = await createTemporaryDatabase();
    const db = await openDatabase(database.target, createLogger('silent'));
    await db.models.TeamMember.create({ email: 'titolare@agenzia.it', name: null, passwordHash: await hashPassword('dieci1234!') });
    await db.close();
    const lines: string[] = [];
    const server = await startServer(configFor(database, 'dieci1234!'), createLogger('warn', { write: (line: string) => void lines.push(line) }));
    try {
      expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContain(
        'ADMIN_PASSWORD does not meet the password rules: it still signs in; choose a new one',
      );
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'titolare@agenzia.it', password: 'dieci1234!' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});
