import { DEFAULT_COVERED_COMUNI } from '../../data/covered-comuni.js';
import { parseStreetAddress } from '../address.js';
import type { ComuneRef } from '../comuni-index.js';
import { sixDecimals, type GeocodedAddress, type Geocoder } from './types.js';

const centroids = new Map(DEFAULT_COVERED_COMUNI.map((comune) => [comune.istat, comune.centroid]));

/**
 * The embedded default: it knows where each covered comune is (its centroid) and no street. It tidies the
 * address the owner typed and places it at the comune's centre with precision 'comune', so the chat knows to
 * ask the quartiere rather than pretend it found the building.
 */
export function createEmbeddedGeocoder(): Geocoder {
  return {
    kind: 'embedded',
    async geocode(address: string, comune: ComuneRef): Promise<GeocodedAddress | null> {
      const centroid = centroids.get(comune.istat);
      if (!centroid) return null;
      const street = parseStreetAddress(address);
      const line = street ? [street.street, street.houseNumber].filter(Boolean).join(' ') : null;
      return {
        formattedAddress: line ? `${line}, ${comune.name} (${comune.province})` : `${comune.name} (${comune.province})`,
        lat: sixDecimals(centroid.lat),
        lng: sixDecimals(centroid.lng),
        precision: 'comune',
        ...(street ? { street: street.street } : {}),
        ...(street?.houseNumber ? { houseNumber: street.houseNumber } : {}),
      };
    },
  };
}
