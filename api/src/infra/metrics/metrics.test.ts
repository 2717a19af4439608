import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ChatTurnResponse } from '@valuta/shared';
import { chatToEstimate, TURIN_FLAT } from '../../test/chat-walk.js';
import { createTestContext, type TestContext } from '../../test/support.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
const BEARER = { Authorization: `Bearer ${TOKEN}` };

/** The value of one sample of the Prometheus text: the metric's name and (some of) its labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map<string, string>();
    for (const [, key = '', value = ''] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) found.set(key, value);
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('is not served on the public port', async () => {
    const response = await context.client().get('/metrics', { headers: BEARER });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('http_request_duration_seconds');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let context: TestContext;
  const scrape = async () => {
    const response = await context.client().get('/metrics', { headers: BEARER });
    expect(response.status).toBe(200);
    return response.text;
  };

  beforeAll(async () => {
    context = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => context.close());

  it('answers 401 without the token or with another one', async () => {
    const refused: Array<Record<string, string>> = [
      {},
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: `Basic ${TOKEN}` },
      { Authorization: TOKEN },
    ];
    for (const headers of refused) {
      const response = await context.client().get<ApiErrorBody>('/metrics', { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(response.body.code).toBe('unauthorized');
      expect(response.text).not.toContain('nodejs_');
    }
  });

  it("serves the Prometheus text format with Node's own figures and the event loop's delay", async () => {
    const response = await context.client().get('/metrics', { headers: BEARER });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(sample(response.text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(response.text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('times requests under the route pattern, never the path with its id', async () => {
    const client = context.client();
    const started = await client.post<ChatTurnResponse>('/api/chat/start');
    const { valuationId } = started.body;
    expect((await client.get(`/api/chat/${valuationId}`)).status).toBe(200);
    expect((await client.get('/api/chat/nessuna-conversazione-con-questo-id')).status).toBe(400);
    expect((await client.get('/api/percorso-inventato-da-qualcuno')).status).toBe(404);

    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/chat/:valuationId', status_code: '200' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/chat/:valuationId', status_code: '400' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/chat/start', status_code: '201' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/chat/:valuationId', status_code: '200', le: '+Inf' })).toBe(1);
    expect(text).not.toContain(valuationId);
    expect(text).not.toContain('nessuna-conversazione');
    expect(text).not.toContain('percorso-inventato');
  });

  it("counts the page of an owner's link under its pattern, never with its token", async () => {
    const token = 'T'.repeat(43);
    expect((await context.client().get(`/area-venditore/${token}`)).status).toBe(200);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/area-venditore/:token', status_code: '200' })).toBe(1);
    expect(text).not.toContain(token);
  });

  it('counts conversations, chat turns and the lead of the contact form', async () => {
    const before = await scrape();
    await chatToEstimate(context.client(), 'lucia.verdi@example.it');
    const after = await scrape();

    const delta = (name: string, labels?: Record<string, string>) => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(delta('valuta_chat_conversations_started_total')).toBe(1);
    // chatToEstimate answers every question of TURIN_FLAT, one turn each.
    expect(delta('valuta_chat_turns_total')).toBe(TURIN_FLAT.length);
    expect(delta('valuta_leads_created_total', { form: 'valuation_chat' })).toBe(1);
    expect(delta('valuta_leads_created_total', { form: 'assistance' })).toBe(0);
  });

  it('counts a lead of a public form under its form', async () => {
    const before = sample(await scrape(), 'valuta_leads_created_total', { form: 'assistance' });
    const response = await context.client().post('/api/assistenza/richiesta', {
      name: 'Paolo Bianchi',
      email: 'paolo@example.it',
      phone: '011 123456',
      message: 'Non riesco a completare la valutazione del mio alloggio.',
      accetto_privacy: true,
    });
    expect(response.status).toBe(201);
    expect(sample(await scrape(), 'valuta_leads_created_total', { form: 'assistance' })).toBe((before ?? 0) + 1);
  });

  it('counts a sign-in refused for wrong credentials', async () => {
    const before = sample(await scrape(), 'valuta_sign_ins_failed_total', { reason: 'wrong_credentials' });
    expect(before).toBe(0);
    const response = await context.client().post('/api/auth/login', { email: 'nessuno@agenzia.it', password: 'password-sbagliata' });
    expect(response.status).toBe(401);
    const text = await scrape();
    expect(sample(text, 'valuta_sign_ins_failed_total', { reason: 'wrong_credentials' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/auth/login', status_code: '401' })).toBe(1);
  });

  it("reads the outbox from the shared table: what waits, the oldest's age, what is overdue and what failed", async () => {
    // Nothing of the earlier tests still being sent when the rows below are written.
    await context.app.services.outbox.processDue();
    const { OutboxEmail } = context.db.models;
    const email = { kind: 'test', toAddress: 'owner@example.it', replyTo: null, subject: 'Prova', textBody: 'Prova', htmlBody: null };
    const hourAgo = new Date(Date.now() - 3_600_000);
    // Waiting for its retry; and one claimed twenty minutes ago by an instance that never sent it.
    await OutboxEmail.create({ ...email, createdAt: hourAgo, nextAttemptAt: new Date(Date.now() + 600_000), attempts: 1, failureKind: 'server' });
    await OutboxEmail.create({ ...email, nextAttemptAt: new Date(Date.now() - 20 * 60_000), lockedUntil: new Date(Date.now() + 3_600_000) });
    await OutboxEmail.create({ ...email, nextAttemptAt: hourAgo, status: 'failed', attempts: 7 });

    const text = await scrape();
    expect(sample(text, 'valuta_outbox_pending_messages')).toBe(2);
    expect(sample(text, 'valuta_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(3_600);
    expect(sample(text, 'valuta_outbox_overdue_messages')).toBe(1);
    expect(sample(text, 'valuta_outbox_failed_messages')).toBe(1);
  });

  it("reports the database's connections: PostgreSQL's pool, SQLite's queued writes", async () => {
    const text = await scrape();
    const open =
      (sample(text, 'valuta_db_pool_connections', { state: 'in_use' }) ?? 0) + (sample(text, 'valuta_db_pool_connections', { state: 'idle' }) ?? 0);
    const observed = {
      poolMax: sample(text, 'valuta_db_pool_max_connections'),
      poolWaiting: sample(text, 'valuta_db_pool_waiting'),
      poolOpen: open > 0,
      sqliteWritesQueued: sample(text, 'valuta_db_sqlite_writes_queued'),
    };
    expect(observed).toEqual(
      context.db.dialect === 'postgres'
        ? { poolMax: 10, poolWaiting: 0, poolOpen: true, sqliteWritesQueued: undefined }
        : { poolMax: undefined, poolWaiting: undefined, poolOpen: false, sqliteWritesQueued: 0 },
    );
  });
});
