import { normalizeName } from '../normalize.js';
import type { ComuneRef } from '../comuni-index.js';
import { sixDecimals, type GeocodedAddress, type Geocoder } from './types.js';

interface NominatimResult {
  lat: string;
  lon: string;
  display_name: string;
  address?: {
    road?: string;
    pedestrian?: string;
    square?: string;
    house_number?: string;
    postcode?: string;
    city?: string;
    town?: string;
    village?: string;
    municipality?: string;
  };
}

const TIMEOUT_MS = 5_000;

/**
 * OpenStreetMap's Nominatim (NOMINATIM_URL: the public service or the agency's own instance). Searches within
 * Italy, in Italian, and keeps only a result inside the comune the owner named.
 */
export function createNominatimGeocoder(baseUrl: string, userAgent: string): Geocoder {
  return {
    kind: 'nominatim',
    async geocode(address: string, comune: ComuneRef): Promise<GeocodedAddress | null> {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({
        q: `${address}, ${comune.name}`,
        format: 'jsonv2',
        addressdetails: '1',
        countrycodes: 'it',
        limit: '3',
        'accept-language': 'it',
      }).toString();
      const response = await fetch(url, {
        headers: { 'User-Agent': userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
      const results = (await response.json()) as NominatimResult[];
      const wanted = normalizeName(comune.name);
      const match = results.find((result) => {
        const place = result.address?.city ?? result.address?.town ?? result.address?.village ?? result.address?.municipality;
        return place !== undefined && normalizeName(place) === wanted;
      });
      if (!match) return null;
      const road = match.address?.road ?? match.address?.pedestrian ?? match.address?.square;
      const houseNumber = match.address?.house_number;
      const postcode = match.address?.postcode;
      const line = [road, houseNumber].filter(Boolean).join(' ');
      return {
        formattedAddress: line
          ? `${line}, ${[postcode, comune.name].filter(Boolean).join(' ')} (${comune.province})`
          : `${comune.name} (${comune.province})`,
        lat: sixDecimals(Number(match.lat)),
        lng: sixDecimals(Number(match.lon)),
        precision: road ? 'street' : 'comune',
        ...(road ? { street: road } : {}),
        ...(houseNumber ? { houseNumber } : {}),
        ...(postcode ? { postcode } : {}),
      };
    },
  };
}
