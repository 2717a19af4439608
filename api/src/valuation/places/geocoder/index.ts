import type { Config } from '../../../infra/config/env.js';
import type { Logger } from '../../../infra/logger.js';
import type { ComuneRef } from '../comuni-index.js';
import { createEmbeddedGeocoder } from './embedded.js';
import { createGoogleGeocoder } from './google.js';
import { createNominatimGeocoder } from './nominatim.js';
import type { GeocodedAddress, Geocoder } from './types.js';

export type { GeocodedAddress } from './types.js';

/**
 * The configured geocoder (GEOCODER). An external service that fails or is slow never stops a valuation: the
 * embedded geocoder answers instead and the chat asks the quartiere.
 */
export function createGeocoder(config: Pick<Config, 'geocoder' | 'publicUrl'>, logger: Logger): Geocoder {
  const embedded = createEmbeddedGeocoder();
  const settings = config.geocoder;
  if (settings.kind === 'embedded') return embedded;
  const external =
    settings.kind === 'nominatim'
      ? createNominatimGeocoder(settings.url, `ValutaCasaTorino/1.0 (+${config.publicUrl})`)
      : createGoogleGeocoder(settings.apiKey);
  return withFallback(external, embedded, logger);
}

export function withFallback(primary: Geocoder, fallback: Geocoder, logger: Logger): Geocoder {
  return {
    kind: primary.kind,
    async geocode(address: string, comune: ComuneRef): Promise<GeocodedAddress | null> {
      try {
        return (await primary.geocode(address, comune)) ?? (await fallback.geocode(address, comune));
      } catch (error) {
        logger.warn({ err: error, geocoder: primary.kind }, 'geocoder failed, using the embedded one');
        return fallback.geocode(address, comune);
      }
    },
  };
}
