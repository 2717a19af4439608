import type { AddressPrecision } from '@valuta/shared';
import type { ComuneRef } from '../comuni-index.js';

export interface GeocodedAddress {
  formattedAddress: string;
  lat: number;
  lng: number;
  /** 'street' only when the service really placed the street; the embedded geocoder never claims it. */
  precision: AddressPrecision;
  street?: string;
  houseNumber?: string;
  postcode?: string;
}

export interface Geocoder {
  readonly kind: 'embedded' | 'nominatim' | 'google';
  /** The address within the comune, or null when it cannot be found there. Throws when the service fails. */
  geocode(address: string, comune: ComuneRef): Promise<GeocodedAddress | null>;
}

/** Coordinates with the six decimals the confirmation card shows (about 10 cm). */
export const sixDecimals = (value: number) => Math.round(value * 1e6) / 1e6;
