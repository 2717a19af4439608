import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencySettingsPayloadInput, AgencySettingsResponse, ApiErrorBody } from '@valuta/shared';
import { signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

/**
 * The agency's links and embeds (social pages, video, map, calendar): an address that is not a plain https
 * address of a real host is refused when saved, and one already stored (saved before the rule, or written
 * straight into the database) never takes the site down. The pages are the public build's (`npm run build`).
 */
let context: TestContext;
let admin: TestClient;
const logLines: string[] = [];

async function saveCompany(company: Partial<AgencySettingsPayloadInput['company']>) {
  const current = await admin.get<AgencySettingsResponse>('/api/admin/agency-settings');
  const { team, reviews, emailSignature } = current.body;
  return admin.put<AgencySettingsResponse & ApiErrorBody>('/api/admin/agency-settings', {
    company: { ...current.body.company, ...company },
    team,
    reviews,
    emailSignature,
  });
}

/** Another instance (or an older version of the app) wrote these company details. */
async function storeCompany(company: Record<string, unknown>) {
  const row = await context.db.models.AgencySettingsRecord.findByPk(1);
  await context.db.sequelize.query('UPDATE agency_settings SET company = :company, version = version + 1 WHERE id = 1', {
    replacements: { company: JSON.stringify({ ...(row!.company as Record<string, unknown>), ...company }) },
  });
}

const TYPO_MAP = 'https://www.google,com/maps/embed?pb=!1m18!1m12';
const GOOD_MAP = 'https://www.google.com/maps/embed?pb=!1m18!1m12';

beforeAll(async () => {
  if (!existsSync(new URL('../../../public-web/dist-ssr/entry-server.js', import.meta.url))) {
    throw new Error('These tests read the public build: run `npm run build` first.');
  }
  context = await createTestContext({ logLines });
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

describe('saving a link or an embed', () => {
  it('refuses an address whose host is not a real host name, field by field, in Italian', async () => {
    const response = await saveCompany({
      mapUrl: TYPO_MAP,
      videoUrl: 'https://www.youtube .com/embed/abc',
      calendarUrl: 'https://utente:segreta@calendly.com/agenzia',
      facebookUrl: 'https://facebook',
      instagramUrl: 'https://192.168.1.10/agenzia',
      linkedinUrl: 'https://www.linkedin.com/company/agenzia immobiliare',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    const invalid = (what: string) => `${what} non valido: deve iniziare con https:// seguito dal nome del sito, senza spazi né virgole`;
    expect(response.body.fields).toEqual({
      'company.mapUrl': invalid('Indirizzo della mappa'),
      'company.videoUrl': invalid('Indirizzo del video'),
      'company.calendarUrl': invalid('Indirizzo del calendario'),
      'company.facebookUrl': invalid('Indirizzo Facebook'),
      'company.instagramUrl': invalid('Indirizzo Instagram'),
      'company.linkedinUrl': invalid('Indirizzo LinkedIn'),
    });
  });

  it('refuses an address that is not https: a page served over https cannot frame it', async () => {
    const response = await saveCompany({ mapUrl: 'http://www.google.com/maps/embed?pb=1' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields!)).toEqual(['company.mapUrl']);
  });

  it('stores a good address and lets the pages frame it', async () => {
    const saved = await saveCompany({ mapUrl: GOOD_MAP, facebookUrl: 'https://www.facebook.com/agenzia.torino' });
    expect(saved.status).toBe(200);
    expect(saved.body.company.mapUrl).toBe(GOOD_MAP);
    const contacts = await context.client().get('/contatti');
    expect(contacts.status).toBe(200);
    expect(contacts.headers.get('content-security-policy')).toContain("frame-src 'self' https://www.google.com");
  });
});

describe('a bad address already stored', () => {
  it('is left out: every page and /admin still answer, and the rest of the details stand', async () => {
    await storeCompany({ mapUrl: TYPO_MAP, agencyName: 'Casa Sabauda' });
    for (const path of ['/', '/contatti', '/chi-siamo', '/admin', '/admin/contatti']) {
      const response = await context.client().get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).not.toContain('google,com');
    }
    const contacts = await context.client().get('/contatti');
    expect(contacts.text).not.toContain('google,com');
    expect(contacts.text).toContain('Casa Sabauda');
    // Logged once for this version of the settings, naming the field to fix.
    const warnings = logLines.map((line) => JSON.parse(line) as { level: number; msg: string; field?: string });
    expect(warnings.filter((entry) => entry.field === 'mapUrl')).toEqual([
      expect.objectContaining({ level: 40, msg: 'stored agency setting left out: it breaks its rule' }),
    ]);
  });

  it('is left out of the settings the titolare sees, who can save them again', async () => {
    const settings = await admin.get<AgencySettingsResponse>('/api/admin/agency-settings');
    expect(settings.status).toBe(200);
    expect(settings.body.company).toMatchObject({ mapUrl: '', agencyName: 'Casa Sabauda' });
    const saved = await saveCompany({ mapUrl: GOOD_MAP });
    expect(saved.status).toBe(200);
    expect((await context.client().get('/contatti')).headers.get('content-security-policy')).toContain('https://www.google.com');
  });
});
