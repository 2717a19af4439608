import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  AuditLogResponse,
  ContactSaveResponse,
  ValuationPageResponse,
  ValuationResult,
  ZoneCorrectionHistoryResponse,
  ZoneCorrectionPreviewResponse,
} from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { createContact, signedInAdmin, signedInMember } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { partOf, startSmtpServer } from '../test/smtp-server.js';
import { createTestContext, type TestContext } from '../test/support.js';
import { readValuationResult } from '../valuation/valuation-record.js';
import { NO_SALES_MESSAGE, NOT_ACTIVE_MESSAGE } from './zone-corrections.service.js';

const TORINO = '001272';
/** Where the test owner's flat is placed (San Salvario), and a zone with many sales. */
const SAN_SALVARIO = 'B8';
const DANTE = 'C2';
/** B8's embedded €/m² for a flat: 2,750 × 1.07 rounded to ten euros. */
const B8_MID = 2940;

let context: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let titolare: TestClient;
let consulente: TestClient;
let owners = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  context = await createTestContext({
    env: { SMTP_URL: smtp.url, RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '1000', RATE_LIMIT_FORMS_PER_HOUR: '1000' },
  });
  titolare = await signedInAdmin(context);
  consulente = (await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente' })).client;
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

/** Sales recorded on leads, as the outcome screens store them: the estimate copied, no valuation behind it. */
async function recordSales(zoneCode: string, ratios: number[], estimatedValue = 200_000) {
  for (const ratio of ratios) {
    const contact = await createContact(context.db.models);
    await context.db.models.LeadOutcome.create({
      contactId: contact.id,
      valuationId: null,
      outcome: 'sold',
      mandatePrice: null,
      salePrice: Math.round(estimatedValue * ratio),
      saleDate: '2026-10-01',
      estimatedValue,
      minValue: Math.round(estimatedValue * 0.9),
      maxValue: Math.round(estimatedValue * 1.1),
      valuationVersion: 1,
      comuneCode: TORINO,
      zoneCode,
      recordedByAdminId: null,
    });
  }
}

/** A new owner values the same flat in San Salvario and leaves the contacts: the estimate as stored. */
async function valueTheFlat(): Promise<{ valuationId: string; result: ValuationResult; email: string }> {
  const client = context.client();
  const valuationId = await chatToContactForm(client);
  owners += 1;
  const email = `proprietario${owners}@example.it`;
  const saved = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData: { ...CONTACT_DATA, email } });
  expect(saved.status).toBe(200);
  const valuation = await context.db.models.Valuation.findByPk(valuationId);
  return { valuationId, result: readValuationResult(valuation!.result)!, email };
}

let uncorrected: ValuationResult;

describe('zone corrections learned from the agency’s sales', () => {
  it('is for the titolare only: a consulente gets 403 on every route', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/admin/zone-corrections'],
      ['GET', '/api/admin/zone-corrections/preview'],
      ['POST', '/api/admin/zone-corrections'],
      ['POST', '/api/admin/zone-corrections/1/revert'],
      ['POST', '/api/admin/zone-corrections/1/activate'],
      ['POST', '/api/admin/zone-corrections/deactivate'],
    ];
    for (const [method, path] of routes) {
      const response = await consulente.request<ApiErrorBody>(method, path, { body: method === 'POST' ? {} : undefined });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toMatchObject({ code: 'titolare_only', error: 'Operazione riservata al titolare.' });
    }
  });

  it('values homes without a correction, and refuses to apply one before any sale', async () => {
    ({ result: uncorrected } = await valueTheFlat());
    expect(uncorrected.zone).toMatchObject({ code: SAN_SALVARIO, priceMid: B8_MID });
    expect(uncorrected.zoneCorrection).toBeNull();
    const preview = await titolare.get<ZoneCorrectionPreviewResponse>('/api/admin/zone-corrections/preview');
    expect(preview.body).toEqual({ activeVersion: null, shrinkageSales: 5, bounds: { min: 0.8, max: 1.2 }, zones: [] });
    const refused = await titolare.post<ApiErrorBody>('/api/admin/zone-corrections', {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(NO_SALES_MESSAGE);
  });

  it('previews each zone: sales, raw ratio, the shrunk factor, the current one and the €/m² before and after', async () => {
    await recordSales(SAN_SALVARIO, [1.3]);
    await recordSales(DANTE, Array<number>(20).fill(1.1));
    // Neither a sale without a price nor an outcome other than a sale teaches anything.
    const contact = await createContact(context.db.models);
    await context.db.models.LeadOutcome.create({
      contactId: contact.id,
      outcome: 'mandate',
      mandatePrice: 400_000,
      estimatedValue: 200_000,
      comuneCode: TORINO,
      zoneCode: SAN_SALVARIO,
      valuationId: null,
      salePrice: null,
      saleDate: null,
      minValue: null,
      maxValue: null,
      valuationVersion: null,
      recordedByAdminId: null,
    });

    const preview = await titolare.get<ZoneCorrectionPreviewResponse>('/api/admin/zone-corrections/preview');
    expect(preview.status).toBe(200);
    expect(preview.body.zones).toEqual([
      {
        comuneCode: TORINO,
        comuneName: 'Torino',
        zoneCode: SAN_SALVARIO,
        zoneName: 'San Salvario',
        salesCount: 1,
        rawRatio: 1.3,
        // One sale moves little: 1 + 0.30 · 1/6.
        proposedFactor: 1.05,
        currentFactor: 1,
        pricePerSqmBefore: B8_MID,
        pricePerSqmAfter: 3090,
      },
      {
        comuneCode: TORINO,
        comuneName: 'Torino',
        zoneCode: DANTE,
        zoneName: 'San Salvario sud - Dante',
        salesCount: 20,
        rawRatio: 1.1,
        // Twenty sales move most of the way: 1 + 0.10 · 20/25.
        proposedFactor: 1.08,
        currentFactor: 1,
        pricePerSqmBefore: 2460,
        pricePerSqmAfter: 2660,
      },
    ]);
  });

  it('applies a new version that new estimates use and record, with the correction explained', async () => {
    const applied = await titolare.post<ZoneCorrectionHistoryResponse>('/api/admin/zone-corrections', { note: 'Prime vendite di ottobre' });
    expect(applied.status).toBe(201);
    expect(applied.body.activeVersion).toBe(1);
    expect(applied.body.sets[0]).toMatchObject({ version: 1, active: true, note: 'Prime vendite di ottobre', createdBy: 'titolare@agenzia.it' });
    expect(applied.body.sets[0]!.zones.map((zone) => [zone.zoneCode, zone.factor, zone.salesCount])).toEqual([
      [SAN_SALVARIO, 1.05, 1],
      [DANTE, 1.08, 20],
    ]);
    const audit = await context.db.models.AuditLogEntry.findOne({ where: { action: 'zone_corrections.apply' } });
    expect(audit).toMatchObject({ adminEmail: 'titolare@agenzia.it', before: { activeVersion: null }, after: { activeVersion: 1 } });

    const { valuationId, result, email } = await valueTheFlat();
    expect(result.zoneCorrection).toEqual({ version: 1, factor: 1.05, salesCount: 1 });
    expect(result.zone.priceMid).toBe(B8_MID);
    expect(Math.abs(result.estimatedValue - uncorrected.estimatedValue * 1.05)).toBeLessThanOrEqual(1000);
    expect(result.adjustments.find((adjustment) => adjustment.factor === 'zone_correction')).toMatchObject({ coefficient: 1.05 });

    // The result page reads the same explanation.
    const page = await context.client().get<ValuationPageResponse>(`/api/valuation/${valuationId}`);
    expect(page.body.explanation).toMatchObject({ zoneCorrection: { version: 1, factor: 1.05 }, zone: { code: SAN_SALVARIO } });

    // And so does the owner's e-mail, in plain Italian.
    const message = await smtp.waitForMatch((received) => received.to.includes(email));
    const text = partOf(message!, 'text/plain')!.content.replace(/\r?\n/g, ' ');
    expect(text).toContain('COME ABBIAMO CALCOLATO LA STIMA');
    expect(text).toContain('Prezzo di zona: 2.940 €/m² in media per San Salvario (Torino)');
    expect(text).toContain('Correzione dell’agenzia per questa zona: +5% (da 2.940 a 3.087 €/m²), in base a una vendita conclusa');
    expect(text).toContain('Piano e ascensore: ');
    expect(text).toMatch(/La forbice è del ±\d+(,\d)?%/);
    const html = partOf(message!, 'text/html')!.content;
    expect(html).toContain('<h2 style="font-size:18px;margin:24px 0 12px">Come abbiamo calcolato la stima</h2>');
  });

  it('undoes the active version: the previous one is active again and new estimates use it', async () => {
    await recordSales(SAN_SALVARIO, [1.3, 1.3, 1.3, 1.3]);
    const second = await titolare.post<ZoneCorrectionHistoryResponse>('/api/admin/zone-corrections', {});
    expect(second.body.activeVersion).toBe(2);
    // Five sales, median 1.30: 1 + 0.30 · 5/10.
    expect(second.body.sets[0]!.zones.find((zone) => zone.zoneCode === SAN_SALVARIO)).toMatchObject({ factor: 1.15, salesCount: 5 });
    expect((await valueTheFlat()).result.zoneCorrection).toEqual({ version: 2, factor: 1.15, salesCount: 5 });

    const notActive = await titolare.post<ApiErrorBody>('/api/admin/zone-corrections/1/revert');
    expect(notActive.status).toBe(409);
    expect(notActive.body.error).toBe(NOT_ACTIVE_MESSAGE);

    const reverted = await titolare.post<ZoneCorrectionHistoryResponse>('/api/admin/zone-corrections/2/revert');
    expect(reverted.status).toBe(200);
    expect(reverted.body.activeVersion).toBe(1);
    expect(reverted.body.sets.map((set) => [set.version, set.active])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect((await valueTheFlat()).result.zoneCorrection).toEqual({ version: 1, factor: 1.05, salesCount: 1 });

    // Undoing the first version leaves none; any version can be brought back.
    expect((await titolare.post<ZoneCorrectionHistoryResponse>('/api/admin/zone-corrections/1/revert')).body.activeVersion).toBeNull();
    expect((await valueTheFlat()).result.zoneCorrection).toBeNull();
    expect((await titolare.post<ZoneCorrectionHistoryResponse>('/api/admin/zone-corrections/2/activate')).body.activeVersion).toBe(2);
    expect((await titolare.get<ZoneCorrectionHistoryResponse>('/api/admin/zone-corrections')).body.activeVersion).toBe(2);
    expect((await titolare.post<ZoneCorrectionHistoryResponse>('/api/admin/zone-corrections/deactivate')).body.activeVersion).toBeNull();

    const actions = (await context.db.models.AuditLogEntry.findAll({ where: { entityType: 'zone_corrections' }, order: [['id', 'ASC']] })).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual([
      'zone_corrections.apply',
      'zone_corrections.apply',
      'zone_corrections.revert',
      'zone_corrections.revert',
      'zone_corrections.activate',
      'zone_corrections.deactivate',
    ]);
    // The 'Registro attività' lists them under their own family.
    const log = await titolare.get<AuditLogResponse>('/api/admin/audit-log?action=zone_corrections');
    expect(log.body.entries).toHaveLength(6);
  });

  it('answers bad input with an Italian 4xx', async () => {
    expect((await titolare.post<ApiErrorBody>('/api/admin/zone-corrections/99/revert')).body).toMatchObject({
      code: 'not_found',
      error: 'Versione delle correzioni non trovata.',
    });
    expect((await titolare.post('/api/admin/zone-corrections/abc/activate')).status).toBe(404);
    const long = await titolare.post<ApiErrorBody>('/api/admin/zone-corrections', { note: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('La nota può avere al massimo 300 caratteri.');
  });
});
