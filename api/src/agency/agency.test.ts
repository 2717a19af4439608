import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyPhotoResponse, AgencySettingsPayloadInput, AgencySettingsResponse, ApiErrorBody, SiteContent } from '@valuta/shared';
import { signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;

/** The public build's shell and a stand-in for its SSR entry that renders the team and reviews it is given. */
async function writePublicBuild() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'valuta-agency-'));
  const publicWeb = path.join(root, 'public');
  await mkdir(path.join(publicWeb, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'), { recursive: true });
  await writeFile(
    path.join(publicWeb, 'index.html'),
    '<!doctype html><html lang="it"><head><title>x</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(root, 'dist-ssr', 'entry-server.js'),
    [
      'export async function render(url, brand, content) {',
      '  const reviews = content.reviews.map((review) => `<q>${review.author}</q>`).join("");',
      '  const team = content.team.map((member) => `<b>${member.name}</b>`).join("");',
      '  return { html: `<p>${brand.legalName}</p>${reviews}${team}`, status: 200 };',
      '}',
    ].join('\n'),
  );
  return publicWeb;
}

/** Reads a JSON block the prerenderer put in the page's head. */
function jsonBlock<T>(html: string, pattern: RegExp): T {
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error(`block ${String(pattern)} not found`);
  return JSON.parse(match[1]) as T;
}
const structuredData = (html: string) => jsonBlock<Record<string, unknown>>(html, /<script type="application\/ld\+json">(.*?)<\/script>/);
const siteContent = (html: string) => jsonBlock<SiteContent>(html, /<script id="site-content" type="application\/json">(.*?)<\/script>/);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function settings(overrides: Partial<AgencySettingsPayloadInput> = {}): AgencySettingsPayloadInput {
  return {
    company: {
      agencyName: 'Casa Sabauda',
      legalName: 'Casa Sabauda S.r.l.',
      vatNumber: 'IT 12345678903',
      reaNumber: 'TO-1234567',
      address: 'Via Po 12, 10123 Torino (TO)',
      city: 'Torino',
      landline: '+39 011 555 1234',
      mobile: '+39 347 555 1234',
      whatsapp: '+39 347 555 1234',
      whatsappMessage: 'Buongiorno!',
      email: 'info@casasabauda.it',
      facebookUrl: 'https://www.facebook.com/casasabauda',
      instagramUrl: '',
      linkedinUrl: '',
      videoUrl: '',
      mapUrl: 'https://maps.example.com/embed?q=via+po',
      calendarUrl: '',
    },
    team: [],
    reviews: [
      {
        id: 'r1',
        author: 'Lucia B.',
        town: 'Torino, Vanchiglia',
        text: 'Venduto in sei settimane, sempre informati.',
        stars: 5,
        date: '2026-10-02',
        source: 'Google',
      },
      {
        id: 'r2',
        author: 'Piero T.',
        town: 'Moncalieri',
        text: 'Stima onesta e nessuna pressione.',
        stars: 4,
        date: '2026-09-15',
        source: 'Facebook',
      },
    ],
    emailSignature: 'Lo staff di Casa Sabauda\nVia Po 12, Torino',
    ...overrides,
  };
}

beforeAll(async () => {
  const publicWeb = await writePublicBuild();
  // No company details in the environment: a fresh install.
  context = await createTestContext({ env: { PUBLIC_WEB_DIST: publicWeb, CONTACT_EMAIL: '' } });
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

describe('a fresh install', () => {
  it('has no invented details, team or reviews, and says which legal details are missing', async () => {
    const response = await admin.get<AgencySettingsResponse>('/api/admin/agency-settings');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ team: [], reviews: [], emailSignature: '', updatedAt: null });
    expect(response.body.company).toMatchObject({ legalName: '', vatNumber: '', reaNumber: '', address: '', landline: '', whatsapp: '', email: '' });
    expect(response.body.company.facebookUrl).toBe('');
    expect(response.body.missingLegalDetails).toEqual(['legalName', 'vatNumber', 'reaNumber', 'address']);
  });

  it('prerenders the pages without reviews, team or placeholder details', async () => {
    const home = await context.client().get('/');
    expect(home.status).toBe(200);
    expect(siteContent(home.text)).toEqual({ team: [], reviews: [], mailConfigured: false });
    expect(home.text).not.toMatch(/IT0{11}|000 0000|393330000000/);
    expect(structuredData(home.text)).not.toHaveProperty('vatID');
  });

  it('keeps the settings to the titolare: no session, no settings', async () => {
    const anonymous = context.client();
    expect((await anonymous.get('/api/admin/agency-settings')).status).toBe(401);
    expect((await anonymous.put('/api/admin/agency-settings', settings())).status).toBe(401);
  });
});

describe('PUT /api/admin/agency-settings', () => {
  it('refuses wrong details with Italian messages, field by field', async () => {
    const response = await admin.put<ApiErrorBody>(
      '/api/admin/agency-settings',
      settings({
        company: { ...settings().company, vatNumber: '12345678901', email: 'non-una-mail', facebookUrl: 'javascript:alert(1)' },
        reviews: [{ id: 'r1', author: 'A', town: '', text: 'corto', stars: 6, date: 'ieri', source: 'Google' }],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.fields).toMatchObject({
      'company.vatNumber': 'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta',
      'company.email': 'Indirizzo e-mail non valido',
      'company.facebookUrl': 'Indirizzo Facebook non valido: deve iniziare con https:// seguito dal nome del sito, senza spazi né virgole',
      'reviews.0.author': "L'autore è obbligatorio",
      'reviews.0.text': 'Il testo della recensione è obbligatorio (almeno 10 caratteri)',
      'reviews.0.stars': 'Le stelle vanno da 1 a 5',
      'reviews.0.date': 'Data non valida',
    });
    expect((await admin.get<AgencySettingsResponse>('/api/admin/agency-settings')).body.updatedAt).toBeNull();
  });

  it('refuses a team member whose photo was never uploaded', async () => {
    const response = await admin.put<ApiErrorBody>(
      '/api/admin/agency-settings',
      settings({ team: [{ id: 'm1', name: 'Anna Neri', role: 'Consulente', text: '', photoId: 'a'.repeat(32) }] }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Una delle foto della squadra non è stata trovata: caricala di nuovo.');
  });

  it('stores the settings, audits the change and shows them on the next page at once', async () => {
    const photo = await admin.request<AgencyPhotoResponse>('POST', '/api/admin/agency-settings/photos', {
      raw: PNG,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(photo.status).toBe(201);
    const served = await context.client().get(photo.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.equals(PNG)).toBe(true);

    const saved = await admin.put<AgencySettingsResponse>(
      '/api/admin/agency-settings',
      settings({ team: [{ id: 'm1', name: 'Anna Neri', role: 'Consulente vendite', text: 'Segue il centro.', photoId: photo.body.id }] }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.company.vatNumber).toBe('12345678903');
    expect(saved.body.company.whatsapp).toBe('393475551234');
    expect(saved.body.missingLegalDetails).toEqual([]);
    expect(saved.body.updatedAt).not.toBeNull();

    const audit = await context.db.models.AuditLogEntry.findAll({ where: { entityType: 'agency_settings' } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'agency_settings.update', before: null, adminEmail: 'titolare@agenzia.it' });

    const home = await context.client().get('/');
    expect(home.text).toContain('<p>Casa Sabauda S.r.l.</p><q>Lucia B.</q><q>Piero T.</q><b>Anna Neri</b>');
    // The page's title and its sharing card name the agency, not the product's default name.
    expect(home.text).toContain('<title>Valutazione casa gratuita a Torino con Amelia | Casa Sabauda</title>');
    expect(home.text).toContain('<meta property="og:title" content="Valutazione casa gratuita a Torino con Amelia | Casa Sabauda">');
    expect(home.text).not.toContain('Valuta Casa Torino');
    const content = siteContent(home.text);
    expect(content.reviews.map((review) => review.author)).toEqual(['Lucia B.', 'Piero T.']);
    expect(content.team).toEqual([{ name: 'Anna Neri', role: 'Consulente vendite', text: 'Segue il centro.', photoUrl: photo.body.url }]);
    expect(structuredData(home.text)).toMatchObject({
      name: 'Casa Sabauda',
      legalName: 'Casa Sabauda S.r.l.',
      vatID: 'IT12345678903',
      telephone: '+39 011 555 1234',
      sameAs: ['https://www.facebook.com/casasabauda'],
    });
    // The map embed just saved is allowed by the page's content security policy.
    expect(home.headers.get('content-security-policy')).toContain('https://maps.example.com');
  });

  it('shows a change saved by another instance on the next request', async () => {
    // Another instance's save is a new row version in the shared database.
    const row = await context.db.models.AgencySettingsRecord.findByPk(1);
    const company = { ...(row!.company as Record<string, unknown>), legalName: 'Sabauda Immobiliare S.r.l.' };
    await context.db.sequelize.query('UPDATE agency_settings SET company = :company, version = version + 1 WHERE id = 1', {
      replacements: { company: JSON.stringify(company) },
    });
    const home = await context.client().get('/');
    expect(structuredData(home.text)).toMatchObject({ legalName: 'Sabauda Immobiliare S.r.l.' });
  });

  it('signs and identifies the e-mails with the saved details', async () => {
    const response = await context.client().post('/api/seller-contacts', {
      nome_completo: 'Giulia Ferrero',
      email: 'giulia.ferrero@example.it',
      telefono: '333 123 4567',
      privacy_accettata: true,
    });
    expect(response.status).toBe(201);
    const emails = await context.db.models.OutboxEmail.findAll({ where: { kind: ['seller_contact_notification', 'seller_contact_confirmation'] } });
    const byKind = new Map(emails.map((email) => [email.kind, email]));
    // Without AGENCY_EMAIL the agency's own e-mail receives the notification.
    expect(byKind.get('seller_contact_notification')?.toAddress).toBe('info@casasabauda.it');
    const confirmation = byKind.get('seller_contact_confirmation')!;
    expect(confirmation.replyTo).toBe('info@casasabauda.it');
    expect(confirmation.textBody).toContain('Lo staff di Casa Sabauda\nVia Po 12, Torino');
    expect(confirmation.textBody).toContain(
      'Sabauda Immobiliare S.r.l. · P. IVA 12345678903 · Via Po 12, 10123 Torino (TO) · +39 011 555 1234 · info@casasabauda.it',
    );
    expect(confirmation.htmlBody).toContain('Lo staff di Casa Sabauda');
  });
});

describe('POST /api/admin/agency-settings/photos', () => {
  it('accepts only JPEG, PNG or WebP pictures', async () => {
    const response = await admin.request<ApiErrorBody>('POST', '/api/admin/agency-settings/photos', {
      raw: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      headers: { 'Content-Type': 'image/svg+xml' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('La foto deve essere un file JPEG, PNG o WebP.');
  });

  it('refuses a picture over 2 MB with 413', async () => {
    const response = await admin.request<ApiErrorBody>('POST', '/api/admin/agency-settings/photos', {
      raw: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      headers: { 'Content-Type': 'image/png' },
    });
    expect(response.status).toBe(413);
  });

  it('answers 404 for a photo that does not exist', async () => {
    expect((await context.client().get(`/api/agency/photos/${'b'.repeat(32)}`)).status).toBe(404);
  });
});
