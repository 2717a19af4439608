#!/usr/bin/env node
/**
 * The seller landing page's dashboard screens, made from the real owner's page: starts the built server on a
 * throwaway database, opens /area-venditore in Chromium at phone width (360 px) with the owner's API answering
 * an example home (page.route: the page itself, its styles and code are the real ones), and writes one WebP
 * per screen into public-web/src/assets/owner-screens/. The example's figures and names are invented and the
 * page's captions say so. Run after `npm run build`:
 *
 *   node scripts/owner-dashboard-screens.mjs
 *
 * WebP is encoded by Chromium itself (a canvas), so no image library is needed; each file stays under 60 kB.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'public-web/src/assets/owner-screens');
const MAX_BYTES = 60_000;

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const at = (offset) => `${day(offset)}T09:00:00.000Z`;

/** The example home: a flat in Turin with the mandate for 24 days. Every figure here is invented. */
const ESTIMATE = { estimated_value: 318_000, min_value: 296_000, max_value: 340_000, price_per_sqm: 3530, at: at(-20) };
const HOME_SUMMARY = {
  id: 'esempio',
  address: null,
  city: 'Torino',
  property_type: 'CONDOMINIUM',
  square_meters: 90,
  estimate: ESTIMATE,
  selling: true,
};
const HOME = {
  ...HOME_SUMMARY,
  summary: null,
  versions: [
    {
      ...ESTIMATE,
      version: 2,
      reason: 'refined',
      reason_label: 'Hai aggiunto dei dettagli',
      changes: [{ field: 'energyClass', label: 'Classe energetica', from: null, to: 'C' }],
    },
    {
      ...ESTIMATE,
      estimated_value: 305_000,
      min_value: 275_000,
      max_value: 335_000,
      at: at(-40),
      version: 1,
      reason: 'initial',
      reason_label: 'Prima stima',
      changes: [],
    },
  ],
  appointments: [
    {
      id: 1,
      state: 'confermato',
      state_label: 'Confermato',
      scheduled_at: at(3),
      duration_minutes: 30,
      location: 'Via Nizza 12, Torino',
      requested_date: null,
      preferred_time: null,
      request: null,
      can_change: true,
    },
    {
      id: 2,
      state: 'completato',
      state_label: 'Svolto',
      scheduled_at: at(-30),
      duration_minutes: 60,
      location: 'Sopralluogo a casa tua',
      requested_date: null,
      preferred_time: null,
      request: null,
      can_change: false,
    },
  ],
  agent: { name: 'Consulente di esempio', photo_url: null, phone: '+39 011 000 0000', whatsapp_url: 'https://wa.me/390110000000' },
  selling_dashboard: {
    mandate_since: day(-24),
    days_on_market: 24,
    asking_price: 329_000,
    viewings_count: 3,
    offers_count: 1,
    viewings: [
      {
        id: 3,
        date: day(-2),
        buyer_first_name: 'Giulia',
        feedback: 'Luminosa e silenziosa: vuole tornare con il compagno per una seconda visita.',
        interest: 5,
      },
      { id: 2, date: day(-6), buyer_first_name: 'Marco', feedback: 'Bella la zona, il bagno da rifare lo frena un po’.', interest: 3 },
      { id: 1, date: day(-11), buyer_first_name: 'Paolo', feedback: 'Cercava un piano più alto.', interest: 2 },
    ],
    offers: [{ id: 1, date: day(-1), amount: 315_000, state: 'in_valutazione', state_label: 'In valutazione' }],
    activities: [
      { id: 2, date: day(-20), kind: 'portals', kind_label: 'Pubblicata sui portali', note: '' },
      { id: 1, date: day(-23), kind: 'photos', kind_label: 'Servizio fotografico', note: '' },
    ],
  },
};
const ANSWERS = {
  '/api/area-venditore/session': { email: 'esempio@example.it', expires_at: at(30) },
  '/api/area-venditore/homes': { homes: [HOME_SUMMARY] },
  '/api/area-venditore/homes/esempio': HOME,
  '/api/area-venditore/consents': { consent_email: true, consent_whatsapp: true },
};

/** The screens: a file name and the part of the page it shows. */
const SCREENS = [
  { file: 'vendita.webp', section: 'La vendita della tua casa' },
  { file: 'stima.webp', section: 'La stima della tua casa', extend: 'Come è cambiata la stima' },
  { file: 'appuntamenti.webp', section: 'I tuoi appuntamenti', extend: 'Il tuo consulente' },
];

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url) {
  for (let tries = 0; tries < 120; tries += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

const folder = await mkdtemp(path.join(os.tmpdir(), 'owner-screens-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['api/dist/server.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: folder,
    DATABASE_URL: `sqlite:${path.join(folder, 'app.sqlite')}`,
    LOG_LEVEL: 'warn',
  },
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
try {
  await waitForHealth(baseUrl);
  const page = await browser.newPage({ viewport: { width: 360, height: 4000 }, deviceScaleFactor: 1.5, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  await page.route('**/api/area-venditore/**', (route) => {
    const answer = ANSWERS[new URL(route.request().url()).pathname];
    return answer ? route.fulfill({ json: answer }) : route.fulfill({ status: 404, json: { error: 'Non trovato' } });
  });
  await page.goto(`${baseUrl}/area-venditore`);
  await page.getByRole('heading', { name: 'La mia casa' }).waitFor();
  await mkdir(output, { recursive: true });
  for (const screen of SCREENS) {
    const first = page.getByRole('region', { name: screen.section });
    const last = screen.extend ? page.getByRole('region', { name: screen.extend }) : first;
    // The viewport is as tall as the page, so nothing scrolls and the sticky header stays above the sections.
    const top = await first.boundingBox();
    const bottom = await last.boundingBox();
    const clip = { x: 0, y: top.y - 8, width: 360, height: bottom.y + bottom.height - top.y + 16 };
    const png = await page.screenshot({ clip });
    const webp = await page.evaluate(
      async (source) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d').drawImage(image, 0, 0);
        for (const quality of [0.8, 0.7, 0.6, 0.5]) {
          const url = canvas.toDataURL('image/webp', quality);
          if ((url.length * 3) / 4 < 60_000) return url;
        }
        return canvas.toDataURL('image/webp', 0.4);
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    const bytes = Buffer.from(webp.split(',')[1], 'base64');
    if (bytes.length > MAX_BYTES) throw new Error(`${screen.file} is ${bytes.length} bytes`);
    await writeFile(path.join(output, screen.file), bytes);
    // OWNER_SCREENS_PREVIEW=<folder> also keeps the PNGs, to look at them where WebP does not open.
    if (process.env.OWNER_SCREENS_PREVIEW) await writeFile(path.join(process.env.OWNER_SCREENS_PREVIEW, screen.file.replace('.webp', '.png')), png);
    console.log(`${screen.file}: ${Math.round(clip.width * 1.5)}×${Math.round(clip.height * 1.5)}, ${(bytes.length / 1024).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
  server.kill();
  await rm(folder, { recursive: true, force: true });
}
