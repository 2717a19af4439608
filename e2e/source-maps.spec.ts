import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** The built bundles of both sites, with the path each is served at. */
const BUILDS = [
  { folder: 'public-web/dist/assets', servedAt: '/assets' },
  { folder: 'admin-desktop/dist-web/assets', servedAt: '/admin/assets' },
];

test.describe('the built sites publish no sources', () => {
  for (const { folder, servedAt } of BUILDS) {
    test(`${servedAt}: no bundle names a source map, and no map is served`, async ({ request }) => {
      const files = readdirSync(folder);
      const scripts = files.filter((name) => name.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const served = await request.get(`${servedAt}/${script}`);
        expect(served.status(), script).toBe(200);
        expect(/[#@] sourceMappingURL=/.test(await served.text()), `${script} names its source map`).toBe(false);
        expect((await request.get(`${servedAt}/${script}.map`)).status(), `${script}.map`).toBe(404);
      }
      for (const map of files.filter((name) => name.endsWith('.map'))) {
        expect((await request.get(`${servedAt}/${map}`)).status(), map).toBe(404);
      }
    });
  }
});
