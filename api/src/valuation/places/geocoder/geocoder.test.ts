import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../infra/logger.js';
import { createEmbeddedGeocoder } from './embedded.js';
import { createGoogleGeocoder } from './google.js';
import { withFallback } from './index.js';
import { createNominatimGeocoder } from './nominatim.js';

const TORINO = { istat: '001272', name: 'Torino', province: 'TO', cadastral: 'L219' };

/** A Nominatim-like and Google-like server on loopback, answering by the query it receives. */
let server: Server;
let baseUrl = '';
const requests: URL[] = [];

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  requests.push(url);
  const json = (status: number, body: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const query = url.searchParams.get('q') ?? url.searchParams.get('address') ?? '';
  if (query.startsWith('guasto')) return json(500, { error: 'down' });
  if (url.pathname === '/nominatim/search') {
    if (query.startsWith('Via Inesistente')) return json(200, []);
    if (query.startsWith('Via Roma 1, Milano')) return json(200, []);
    return json(200, [
      { lat: '45.0485', lon: '7.6612', display_name: 'Via Roma, Milano', address: { road: 'Via Roma', city: 'Milano' } },
      {
        lat: '45.06789123',
        lon: '7.68234567',
        display_name: 'Via Roma 10, Torino',
        address: { road: 'Via Roma', house_number: '10', postcode: '10121', city: 'Torino' },
      },
    ]);
  }
  if (url.pathname === '/google/geocode/json') {
    if (query.startsWith('Via Inesistente')) return json(200, { status: 'ZERO_RESULTS', results: [] });
    return json(200, {
      status: 'OK',
      results: [
        {
          formatted_address: 'Via Roma, 10, 10121 Torino TO, Italia',
          types: ['street_address'],
          address_components: [
            { long_name: '10', short_name: '10', types: ['street_number'] },
            { long_name: 'Via Roma', short_name: 'Via Roma', types: ['route'] },
            { long_name: '10121', short_name: '10121', types: ['postal_code'] },
          ],
          geometry: { location: { lat: 45.0678912, lng: 7.6823457 }, location_type: 'ROOFTOP' },
        },
      ],
    });
  }
  return json(404, {});
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('embedded geocoder', () => {
  it('tidies the address and places it at the comune centre, never claiming street precision', async () => {
    const result = await createEmbeddedGeocoder().geocode('via roma 10', TORINO);
    expect(result).toEqual({
      formattedAddress: 'Via Roma 10, Torino (TO)',
      lat: 45.067755,
      lng: 7.682489,
      precision: 'comune',
      street: 'Via Roma',
      houseNumber: '10',
    });
  });

  it('knows only covered comuni', async () => {
    expect(await createEmbeddedGeocoder().geocode('Via Dante 1', { istat: '015146', name: 'Milano', province: 'MI', cadastral: 'F205' })).toBeNull();
  });
});

describe('Nominatim geocoder', () => {
  const geocoder = () => createNominatimGeocoder(`${baseUrl}/nominatim`, 'ValutaCasaTorino/1.0 (+test)');

  it('keeps the result inside the named comune, with six decimals and street precision', async () => {
    const result = await geocoder().geocode('Via Roma 10', TORINO);
    expect(result).toEqual({
      formattedAddress: 'Via Roma 10, 10121 Torino (TO)',
      lat: 45.067891,
      lng: 7.682346,
      precision: 'street',
      street: 'Via Roma',
      houseNumber: '10',
      postcode: '10121',
    });
    const sent = requests.at(-1)!;
    expect(sent.searchParams.get('q')).toBe('Via Roma 10, Torino');
    expect(sent.searchParams.get('countrycodes')).toBe('it');
  });

  it('answers null when the address is not in the comune', async () => {
    expect(await geocoder().geocode('Via Inesistente 1', TORINO)).toBeNull();
  });

  it('throws when the service fails', async () => {
    await expect(geocoder().geocode('guasto', TORINO)).rejects.toThrow(/500/);
  });
});

describe('Google geocoder', () => {
  const geocoder = () => createGoogleGeocoder('chiave-di-prova', `${baseUrl}/google/geocode/json`);

  it('reads the formatted address, the street and the rooftop position', async () => {
    expect(await geocoder().geocode('Via Roma 10', TORINO)).toEqual({
      formattedAddress: 'Via Roma, 10, 10121 Torino TO, Italia',
      lat: 45.067891,
      lng: 7.682346,
      precision: 'street',
      street: 'Via Roma',
      houseNumber: '10',
      postcode: '10121',
    });
    const sent = requests.at(-1)!;
    expect(sent.searchParams.get('components')).toBe('country:IT|locality:Torino');
    expect(sent.searchParams.get('key')).toBe('chiave-di-prova');
  });

  it('answers null for no results', async () => {
    expect(await geocoder().geocode('Via Inesistente 1', TORINO)).toBeNull();
  });
});

describe('fallback to the embedded geocoder', () => {
  it('answers from the comune centre when the service fails or finds nothing', async () => {
    const geocoder = withFallback(createNominatimGeocoder(`${baseUrl}/nominatim`, 'test'), createEmbeddedGeocoder(), createLogger('silent'));
    expect(await geocoder.geocode('guasto', TORINO)).toMatchObject({ precision: 'comune', lat: 45.067755 });
    expect(await geocoder.geocode('Via Inesistente 1', TORINO)).toMatchObject({ precision: 'comune' });
  });
});
