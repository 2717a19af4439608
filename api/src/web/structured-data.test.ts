import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, type AgencySettingsPayloadInput, type AgencySettingsResponse } from '@valuta/shared';
import { signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

/**
 * The agency's opening hours in the schema.org data of the prerendered pages: none on a fresh install, the
 * agency's own when its text reads unambiguously, none otherwise. The pages are the public build's
 * (`npm run build`).
 */
let context: TestContext;
let admin: TestClient;

/** Every JSON-LD block of a page. */
function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

async function saveHours(openingHours: string) {
  const current = await admin.get<AgencySettingsResponse>('/api/admin/agency-settings');
  const { team, reviews, emailSignature } = current.body;
  const company: AgencySettingsPayloadInput['company'] = { ...current.body.company, openingHours };
  const saved = await admin.put('/api/admin/agency-settings', { company, team, reviews, emailSignature });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  if (!existsSync(new URL('../../../public-web/dist-ssr/entry-server.js', import.meta.url))) {
    throw new Error('These tests read the public build: run `npm run build` first.');
  }
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

describe('opening hours in the structured data', () => {
  it('are not claimed by a fresh install, on any page', async () => {
    for (const { path } of PUBLIC_ROUTES) {
      const page = await context.client().get(path);
      expect(page.status, path).toBe(200);
      const blocks = jsonLdBlocks(page.text);
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block, path).not.toHaveProperty('openingHoursSpecification');
        expect(block, path).not.toHaveProperty('openingHours');
      }
    }
  });

  it('are the agency’s own once saved in a form that reads unambiguously', async () => {
    await saveHours('Lunedì–venerdì 9:00–12:30 e 15:00–19:00; sabato 9:30–12:00');
    const [agency] = jsonLdBlocks((await context.client().get('/contatti')).text);
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    expect(agency!.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '09:00', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '15:00', closes: '19:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:30', closes: '12:00' },
    ]);
  });

  it('are left out when the text says more than days and times, while the page still shows it', async () => {
    await saveHours('Lunedì–venerdì 9–18, sabato su appuntamento');
    const contacts = await context.client().get('/contatti');
    for (const block of jsonLdBlocks(contacts.text)) expect(block).not.toHaveProperty('openingHoursSpecification');
    expect(contacts.text).toContain('Lunedì–venerdì 9–18, sabato su appuntamento');
  });
});
