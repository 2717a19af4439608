import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencySettingsPayloadInput, AgencySettingsResponse, ApiErrorBody } from '@valuta/shared';
import { signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

/**
 * The agency's own figures (years in business, sales, its advisors' years) on the real prerendered pages: a
 * fresh install states none and the titolare's saved values show at once; without a mail server no page
 * promises the estimate by e-mail (agency-figures.mailed.test.ts has one). These pages are the public build's
 * (`npm run build`).
 */
const PAGES = ['/', '/landingvenditori', '/chi-siamo', '/vendi-casa', '/valuta', '/valutazione', '/landing-vendita', '/cambio-casa-strat1'];
const INVENTED = /20 anni|500|30\+|30 anni|vent’anni/;

let context: TestContext;
let admin: TestClient;

/** What a visitor reads: the page without its stylesheet, scripts and tags. */
function visibleText(html: string): string {
  return (
    html
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      // React's markers between two pieces of text are no space.
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ')
  );
}

async function page(path: string, ctx: TestContext = context): Promise<{ html: string; text: string }> {
  const response = await ctx.client().get(path);
  expect(response.status, path).toBe(200);
  return { html: response.text, text: visibleText(response.text) };
}

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

beforeAll(async () => {
  if (!existsSync(new URL('../../../public-web/dist-ssr/entry-server.js', import.meta.url))) {
    throw new Error('These tests read the public build: run `npm run build` first.');
  }
  // No mail server: the file outbox.
  context = await createTestContext({ env: { CONTACT_EMAIL: '' } });
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

describe('a fresh install', () => {
  it('has no figures in its settings', async () => {
    const response = await admin.get<AgencySettingsResponse>('/api/admin/agency-settings');
    expect(response.body.company).toMatchObject({ yearsInBusiness: null, salesCount: null, advisorsYears: null });
  });

  it('states no years, sales or experience on any page, nor in their descriptions', async () => {
    for (const path of PAGES) {
      const { html, text } = await page(path);
      expect(text, path).not.toMatch(INVENTED);
      expect(text, path).not.toContain('compravendite concluse');
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(description, path).not.toMatch(INVENTED);
    }
  });

  it('leaves out the stats and sentences that would carry a figure', async () => {
    const home = await page('/');
    expect(home.text).not.toContain('con i numeri per dimostrarlo');
    expect(home.html).not.toContain('class="stats"');
    const landing = await page('/landingvenditori');
    expect(landing.html).not.toContain('class="stats"');
    expect(landing.text).toContain('Vendiamo case a Torino e nella cintura. Abbiamo aggiunto la tecnologia');
    expect((await page('/valuta')).text).toContain('Gratis · Circa 2 minuti ');
    expect((await page('/vendi-casa')).text).toContain('Dalla stima al rogito, con un consulente al tuo fianco.');
  });

  it('without a mail server promises no e-mail of the estimate', async () => {
    expect((await page('/')).text).toContain('Valore minimo e massimo subito. La prima consulenza');
    expect((await page('/valutazione')).text).toContain('Il risultato arriva subito.');
    for (const path of ['/', '/valutazione']) {
      const { text } = await page(path);
      expect(text, path).not.toContain('via e-mail');
      expect(text, path).not.toContain('inviarti');
    }
  });

  it('has no team, so the seller landing page does not invite to meet it', async () => {
    expect((await page('/landingvenditori')).text).not.toContain('Conosci il team');
  });
});

describe('the figures in the agency settings', () => {
  it('refuses figures that are not whole numbers from 0, with Italian messages', async () => {
    const response = await saveCompany({ yearsInBusiness: -1, salesCount: 2.5, advisorsYears: 'trenta' as unknown as number });
    expect(response.status).toBe(400);
    expect(response.body.fields).toMatchObject({
      'company.yearsInBusiness': 'Anni di attività non validi: un numero intero da 0 a 200',
      'company.salesCount': 'Compravendite concluse non valide: un numero intero da 0 a 1.000.000',
      'company.advisorsYears': 'Anni di esperienza dei consulenti non validi: un numero intero da 0 a 100',
    });
    expect((await page('/')).text).not.toMatch(INVENTED);
  });

  it('stores them, audits them and shows them on the pages at once', async () => {
    const saved = await saveCompany({ yearsInBusiness: 12, salesCount: 1340, advisorsYears: 25 });
    expect(saved.status).toBe(200);
    expect(saved.body.company).toMatchObject({ yearsInBusiness: 12, salesCount: 1340, advisorsYears: 25 });
    const read = await admin.get<AgencySettingsResponse>('/api/admin/agency-settings');
    expect(read.body.company).toMatchObject({ yearsInBusiness: 12, salesCount: 1340, advisorsYears: 25 });
    const audit = await context.db.models.AuditLogEntry.findAll({ where: { entityType: 'agency_settings' } });
    expect(audit.at(-1)!.after).toMatchObject({ company: { yearsInBusiness: 12, salesCount: 1340, advisorsYears: 25 } });

    const home = (await page('/')).text;
    expect(home).toContain('✓ 12 anni di esperienza');
    expect(home).toContain("Un'agenzia di Torino, con i numeri per dimostrarlo");
    expect(home).toContain('12 anni di esperienza a Torino');
    expect(home).toContain('1.340 compravendite concluse');
    expect(home).toContain('25 anni di esperienza dei nostri consulenti senior');
    const landing = (await page('/landingvenditori')).text;
    expect(landing).toContain('12 anni di esperienza e 1.340 compravendite concluse');
    expect(landing).toContain('Consulenti con 25 anni di mestiere');
    expect(landing).toContain(
      'Da 12 anni vendiamo case a Torino e nella cintura: 1.340 compravendite concluse, seguite da consulenti che conoscono il mercato da 25 anni.',
    );
    const about = (await page('/chi-siamo')).text;
    expect(about).toContain(
      'Un’agenzia di Torino con 12 anni di esperienza e 1.340 compravendite concluse, guidata da consulenti con 25 anni di mestiere.',
    );
    expect(about).toContain('In 12 anni abbiamo concluso 1.340 compravendite.');
    expect((await page('/valuta')).text).toContain('Gratis · Circa 2 minuti · 12 anni di esperienza e 1.340 compravendite concluse a Torino');
    expect((await page('/vendi-casa')).text).toContain('12 anni di esperienza e 1.340 compravendite concluse, al lavoro per te.');
    expect((await page('/cambio-casa-strat1')).text).toContain('Consulenti con 25 anni di esperienza sul mercato torinese');
  });

  it('states only the figures given: a cleared figure leaves its line, a zero is no claim', async () => {
    expect((await saveCompany({ yearsInBusiness: null, salesCount: 0, advisorsYears: 1 })).status).toBe(200);
    const home = (await page('/')).text;
    expect(home).not.toMatch(/anni di esperienza a Torino|compravendit[ae] conclus/);
    expect(home).toContain('1 anno di esperienza dei nostri consulenti senior');
    expect((await page('/valuta')).text).toContain('Gratis · Circa 2 minuti ');
    expect((await page('/valuta')).text).not.toContain('a Torino Gratis');
    expect((await page('/landingvenditori')).text).toContain(
      'Vendiamo case a Torino e nella cintura, con consulenti che conoscono il mercato da 1 anno.',
    );
  });
});

describe('the opening hours and the ways to reach the agency', () => {
  it('are not invented on a fresh install: the contacts page offers a message and no hours', async () => {
    const contacts = (await page('/contatti')).text;
    expect(contacts).not.toMatch(/Orari|Lunedì|chiamaci|WhatsApp|in giornata/);
    expect(contacts).toContain('Per una domanda sulla tua casa o sulla valutazione lasciaci un messaggio: ti risponde una persona del nostro team.');
    expect(contacts).toContain('Scrivici un messaggio');
    // No details: no list and no heading over an empty one.
    expect(contacts).not.toContain('Vieni a trovarci o scrivici');
    expect((await page('/')).text).toContain('Lasciaci un messaggio: ti rispondiamo entro 24 ore lavorative.');
    // The about page says where the agency is only once it has said so.
    expect((await page('/chi-siamo')).text).not.toContain('Dove siamo');
  });

  it('shows the hours and the phone the titolare saves, at once', async () => {
    const saved = await saveCompany({ openingHours: 'Lunedì–venerdì 9:00–12:30', landline: '011 555 1234' });
    expect(saved.status).toBe(200);
    expect(saved.body.company.openingHours).toBe('Lunedì–venerdì 9:00–12:30');
    const contacts = (await page('/contatti')).text;
    expect(contacts).toContain('Orari Lunedì–venerdì 9:00–12:30');
    expect(contacts).toContain('Per una domanda sulla tua casa o sulla valutazione chiamaci al 011 555 1234, o lasciaci un messaggio');
    expect((await page('/')).text).toContain('Chiamaci al 011 555 1234 o lasciaci un messaggio');
    expect((await page('/chi-siamo')).text).toContain(
      'Dove siamo Vieni a trovarci o scrivici Telefono fisso 011 555 1234 Orari Lunedì–venerdì 9:00–12:30',
    );
    const tooLong = await saveCompany({ openingHours: 'x'.repeat(121) });
    expect(tooLong.status).toBe(400);
    expect((await saveCompany({ openingHours: '', landline: '' })).status).toBe(200);
  });

  it('reads settings saved before the hours existed as no hours', async () => {
    const row = await context.db.models.AgencySettingsRecord.findByPk(1);
    const { openingHours: _dropped, ...older } = row!.company as Record<string, unknown>;
    await context.db.sequelize.query('UPDATE agency_settings SET company = :company, version = version + 1 WHERE id = 1', {
      replacements: { company: JSON.stringify(older) },
    });
    const settings = await admin.get<AgencySettingsResponse>('/api/admin/agency-settings');
    expect(settings.status).toBe(200);
    expect(settings.body.company.openingHours).toBe('');
    expect((await page('/contatti')).text).not.toContain('Orari');
  });
});
