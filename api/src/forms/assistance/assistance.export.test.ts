import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatIsoDay } from '@valuta/shared';
import { ASSISTANCE_CSV_HEADER } from './assistance.export.js';
import { csvRows } from '../../test/csv.js';
import { createAssistanceRequest, signedInAdmin } from '../../test/factories.js';
import type { TestClient } from '../../test/http.js';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;
let admin: TestClient;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

describe('GET /api/admin/export-assistenze-csv', () => {
  it('exports the requests of the period as assistenze_{yyyy-MM-dd}.csv', async () => {
    const { models } = context.db;
    const recent = await createAssistanceRequest(models, { name: 'Carla', message: '-non funziona il form', status: 'in_progress' });
    await createAssistanceRequest(models, { name: 'Antica', createdAt: new Date(Date.now() - 10 * DAY) });

    const response = await admin.get('/api/admin/export-assistenze-csv?timeFilter=7days');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="assistenze_${formatIsoDay()}.csv"`);
    const [header, ...rows] = csvRows(response);
    expect(header).toEqual(ASSISTANCE_CSV_HEADER);
    expect(rows).toEqual([
      [String(recent.id), formatDateTime(recent.createdAt), 'Carla', recent.email, recent.phone, "'-non funziona il form", 'In lavorazione', ''],
    ]);
    const all = csvRows(await admin.get('/api/admin/export-assistenze-csv?timeFilter=all'));
    expect(all).toHaveLength(3);
  });

  it('answers 401 without a session', async () => {
    expect((await context.client().get('/api/admin/export-assistenze-csv?timeFilter=all')).status).toBe(401);
  });
});
