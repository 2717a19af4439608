import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTurnResponse } from '@valuta/shared';
import { createTestContext, type TestContext } from '../test/support.js';

/** A Nominatim-like server on loopback that places every Turin street inside the zone polygon below. */
let nominatim: Server;
let context: TestContext;

beforeAll(async () => {
  nominatim = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams.get('q') ?? '';
    const road = query.split(',')[0]!.replace(/\s+\d+\w*$/, '');
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify([
        {
          lat: '45.0550',
          lon: '7.6650',
          display_name: `${road}, Torino`,
          address: { road: road.startsWith('Racconigi') ? `Corso ${road}` : road, house_number: '60', postcode: '10139', city: 'Torino' },
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => nominatim.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(nominatim.address() as AddressInfo).port}`;
  context = await createTestContext({ env: { GEOCODER: 'nominatim', NOMINATIM_URL: url, RATE_LIMIT_ADDRESS_PER_MINUTE: '10000' } });
  // An imported OMI zone whose polygon holds the point the geocoder answers.
  await context.db.models.PriceZone.create({
    source: 'omi',
    semester: '2026-1',
    comuneIstat: '001272',
    comuneCadastral: 'L219',
    comuneName: 'TORINO',
    zoneCode: 'C4',
    zoneName: 'GALILEO FERRARIS',
    band: 'C',
    microzone: '14',
    priceMin: 2500,
    priceMid: 3000,
    priceMax: 3500,
    quotations: { prevalent: 'Abitazioni civili', rows: [{ typology: 'Abitazioni civili', state: 'NORMALE', min: 2500, max: 3500 }] },
    polygon: [
      [
        [
          [7.66, 45.05],
          [7.67, 45.05],
          [7.67, 45.06],
          [7.66, 45.06],
          [7.66, 45.05],
        ],
      ],
    ],
    centroidLat: 45.055,
    centroidLng: 7.665,
  });
});
afterAll(async () => {
  await context.close();
  await new Promise((resolve) => nominatim.close(resolve));
});

describe('an address placed by a real geocoder', () => {
  it('confirms the address and its quartiere in one step, so the fast path takes nine answers', async () => {
    const client = context.client();
    const { valuationId } = (await client.post<ChatTurnResponse>('/api/chat/start')).body;
    const say = (message: string) => client.post<ChatTurnResponse>('/api/chat/message', { valuationId, message });
    const press = (option: string) => client.post<ChatTurnResponse>('/api/chat/select', { valuationId, option });

    const progress: number[] = [];
    let turn = await say('Torino');
    progress.push(turn.body.progress!);
    turn = await say('Via Sacchi 20');
    progress.push(turn.body.progress!);
    expect(turn.body.nextQuestion).toBe('Ho trovato questo indirizzo, in zona Crocetta: è corretto?');
    turn = await press('si');
    progress.push(turn.body.progress!);
    expect(turn.body.propertyData).toMatchObject({ zoneCode: 'C4', quartiere: 'Crocetta', addressPrecision: 'street' });
    expect(turn.body.nextQuestion).toContain('tipo di immobile');
    for (const [kind, text] of [
      ['press', 'CONDOMINIUM'],
      ['say', '90'],
      ['say', '2° piano'],
      ['press', 'si'],
      ['press', 'GOOD'],
      ['press', 'stima'],
    ] as const) {
      turn = kind === 'say' ? await say(text) : await press(text);
      progress.push(turn.body.progress!);
    }
    expect(turn.body.complete).toBe(true);
    expect(progress).toHaveLength(9);
    // The quartiere question drops out when the card is confirmed: the bar jumps forward, never back.
    expect(progress).toEqual([9, 18, 28, 38, 48, 59, 69, 79, 89]);
  });

  it('understands a street typed without its type when the geocoder knows it', async () => {
    const client = context.client();
    const { valuationId } = (await client.post<ChatTurnResponse>('/api/chat/start')).body;
    await client.post('/api/chat/message', { valuationId, message: 'Torino' });
    const turn = await client.post<ChatTurnResponse>('/api/chat/message', { valuationId, message: 'Racconigi 60' });
    expect(turn.body.addressConfirmation?.formattedAddress).toContain('Corso Racconigi 60');
    expect(turn.body.nextQuestion).toContain('in zona Crocetta');
  });
});
