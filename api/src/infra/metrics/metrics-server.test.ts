import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { createLogger } from '../logger.js';
import { startServer, type RunningServer } from '../../start.js';
import { createTemporaryDatabase, type TemporaryDatabase } from '../../test/database.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

let temporary: TemporaryDatabase;
beforeAll(async () => {
  temporary = await createTemporaryDatabase();
});
afterAll(() => temporary.drop());

async function serverWith(env: Record<string, string>): Promise<RunningServer> {
  const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: temporary.url, ...env });
  return startServer(config, createLogger('silent'));
}

describe('METRICS_PORT', () => {
  it('serves /metrics on a listener of its own, and only there without a token', async () => {
    const running = await serverWith({ METRICS_PORT: '0' });
    try {
      expect(running.metricsUrl).not.toBeNull();
      expect(running.metricsUrl).not.toBe(running.url);
      const scraped = await fetch(`${running.metricsUrl}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('valuta_outbox_pending_messages 0');
      expect((await fetch(`${running.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${running.metricsUrl}/api/health`)).status).toBe(404);
    } finally {
      await running.stop();
    }
  });

  it('requires the token there too when one is set', async () => {
    const running = await serverWith({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    try {
      expect((await fetch(`${running.metricsUrl}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${running.metricsUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('http_request_duration_seconds');
    } finally {
      await running.stop();
    }
  });

  it('is not opened when unset', async () => {
    const running = await serverWith({});
    try {
      expect(running.metricsUrl).toBeNull();
    } finally {
      await running.stop();
    }
  });
});
