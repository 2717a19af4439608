import type { ComuneRef } from '../comuni-index.js';
import { sixDecimals, type GeocodedAddress, type Geocoder } from './types.js';

interface GoogleComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface GoogleResult {
  formatted_address: string;
  types: string[];
  address_components: GoogleComponent[];
  geometry: { location: { lat: number; lng: number }; location_type: string };
}

const TIMEOUT_MS = 5_000;
const GOOGLE_GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

/** Google's Geocoding API (GOOGLE_MAPS_API_KEY), restricted to Italy and to the comune the owner named. */
export function createGoogleGeocoder(apiKey: string, endpoint = GOOGLE_GEOCODING_URL): Geocoder {
  return {
    kind: 'google',
    async geocode(address: string, comune: ComuneRef): Promise<GeocodedAddress | null> {
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        address: `${address}, ${comune.name}`,
        components: `country:IT|locality:${comune.name}`,
        language: 'it',
        region: 'it',
        key: apiKey,
      }).toString();
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`Google geocoding answered ${response.status}`);
      const body = (await response.json()) as { status: string; results: GoogleResult[]; error_message?: string };
      if (body.status === 'ZERO_RESULTS') return null;
      if (body.status !== 'OK') throw new Error(`Google geocoding status ${body.status}`);
      const result = body.results[0];
      if (!result) return null;
      const component = (type: string) => result.address_components.find((part) => part.types.includes(type))?.long_name;
      const street = component('route');
      const houseNumber = component('street_number');
      const postcode = component('postal_code');
      const placed =
        ['ROOFTOP', 'RANGE_INTERPOLATED'].includes(result.geometry.location_type) ||
        result.types.some((type) => ['street_address', 'premise', 'route'].includes(type));
      return {
        formattedAddress: result.formatted_address,
        lat: sixDecimals(result.geometry.location.lat),
        lng: sixDecimals(result.geometry.location.lng),
        precision: placed && street ? 'street' : 'comune',
        ...(street ? { street } : {}),
        ...(houseNumber ? { houseNumber } : {}),
        ...(postcode ? { postcode } : {}),
      };
    },
  };
}
