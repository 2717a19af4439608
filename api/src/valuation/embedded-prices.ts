/**
 * Zone prices from our embedded tables (data/): Torino's zones at today's asking level, and the belt comuni's
 * OMI 2018-2 zones brought to it. A pure lookup; imported OMI semesters take over in prices.ts when newer.
 */
import { BELT_ASKING_FACTOR, BELT_FALLBACK, BELT_OMI_2018, type OmiRow } from './data/belt-zones.js';
import { DEFAULT_COVERED_COMUNI } from './data/covered-comuni.js';
import { EMBEDDED_PRICE_PERIOD, TURIN_CITY_AVERAGE, TURIN_ZONES } from './data/turin-zones.js';
import type { ZonePrice } from './model/types.js';
import { normalizeName } from './places/normalize.js';

/**
 * Market drift from the tables' level to today. Their stock-weighted mean (≈2,050 €/m²) matches immobiliare.it's
 * Turin asking average of September 2024 (2,043); the trend since is +4% a year (FIAIP 2024,
 * torinocronaca.it/news/torino/490130) to +6.4% a half-year at its peak (immobiliare.it H1 2024). About 3.5% a
 * year over the two years to late 2026 gives +7%. Importing a current OMI semester replaces this estimate.
 */
const EMBEDDED_TIME_INDEX = 1.07;

const TURIN_ISTAT = '001272';
const round10 = (value: number) => Math.round(value / 10) * 10;

const beltByName = new Map(BELT_OMI_2018.map(([name, zones]) => [normalizeName(name), zones]));
const istatToName = new Map(DEFAULT_COVERED_COMUNI.map((comune) => [comune.istat, comune.name]));

function scaled(min: number, mid: number, max: number, factor: number) {
  return { priceMin: round10(min * factor), priceMid: round10(mid * factor), priceMax: round10(max * factor) };
}

function isResidential(row: OmiRow): boolean {
  return !/^(industriale|produttiv)/i.test(row[1]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function turinZone(code: string): ZonePrice | null {
  const zone = TURIN_ZONES.find((candidate) => candidate.code === code.toUpperCase());
  if (!zone) return null;
  return {
    code: zone.code,
    name: zone.name,
    comune: 'Torino',
    ...scaled(zone.min, zone.mid, zone.max, EMBEDDED_TIME_INDEX),
    source: 'embedded',
    period: EMBEDDED_PRICE_PERIOD,
    precision: 'zone',
  };
}

/** The price a covered comune starts from: its zone when known, otherwise an aggregate of its zones. */
export function embeddedZonePrice(comune: { istat: string; name: string }, zoneCode?: string | null): ZonePrice {
  if (comune.istat === TURIN_ISTAT) {
    const zone = zoneCode ? turinZone(zoneCode) : null;
    if (zone) return zone;
    return {
      code: 'TO',
      name: 'Media cittadina',
      comune: 'Torino',
      ...scaled(TURIN_CITY_AVERAGE.min, TURIN_CITY_AVERAGE.mid, TURIN_CITY_AVERAGE.max, EMBEDDED_TIME_INDEX),
      source: 'embedded',
      period: EMBEDDED_PRICE_PERIOD,
      precision: 'comune',
    };
  }

  const name = istatToName.get(comune.istat) ?? comune.name;
  const rows = beltByName.get(normalizeName(name)) ?? [];
  const own = zoneCode ? rows.find((row) => row[0] === zoneCode.toUpperCase()) : undefined;
  if (own) {
    return {
      code: own[0],
      name: own[1],
      comune: name,
      ...scaled(own[2], (own[2] + own[3]) / 2, own[3], BELT_ASKING_FACTOR),
      source: 'embedded',
      period: EMBEDDED_PRICE_PERIOD,
      precision: 'zone',
    };
  }
  const residential = rows.filter(isResidential).length > 0 ? rows.filter(isResidential) : rows;
  if (residential.length > 0) {
    return {
      code: 'COMUNE',
      name: `Media del comune`,
      comune: name,
      ...scaled(
        Math.min(...residential.map((row) => row[2])),
        median(residential.map((row) => (row[2] + row[3]) / 2)),
        Math.max(...residential.map((row) => row[3])),
        BELT_ASKING_FACTOR,
      ),
      source: 'embedded',
      period: EMBEDDED_PRICE_PERIOD,
      precision: 'comune',
    };
  }
  return {
    code: 'COMUNE',
    name: 'Stima per il comune',
    comune: name,
    priceMin: BELT_FALLBACK.min,
    priceMid: BELT_FALLBACK.mid,
    priceMax: BELT_FALLBACK.max,
    source: 'embedded',
    period: EMBEDDED_PRICE_PERIOD,
    precision: 'fallback',
  };
}
