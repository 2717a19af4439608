import { bestName } from '@valuta/shared';
import { TURIN_QUARTIERI, TURIN_SHORT_LIST, type Quartiere } from '../data/turin-quartieri.js';
import { editDistance, normalizeName } from './normalize.js';

const TURIN_ISTAT = '001272';

/** The quartieri Amelia offers as buttons for a comune whose address could not be placed (Torino only). */
export function quartiereOptions(comuneIstat: string): readonly Quartiere[] {
  return comuneIstat === TURIN_ISTAT ? TURIN_QUARTIERI : [];
}

/** A quartiere named in free text ("abito a San Salvario", "crocetta", "Borgo S. Paolo"), allowing small typos. */
export function findQuartiere(comuneIstat: string, text: string): Quartiere | null {
  const options = quartiereOptions(comuneIstat);
  const typed = normalizeName(text).replace(/\bs\b/g, 'san');
  if (!typed) return null;
  let best: { quartiere: Quartiere; distance: number } | null = null;
  for (const quartiere of options) {
    for (const name of [quartiere.label, ...(quartiere.aliases ?? [])].map(normalizeName)) {
      if (typed === name || ` ${typed} `.includes(` ${name} `)) return quartiere;
      const distance = editDistance(typed, name, 2);
      if (distance <= (name.length > 6 ? 2 : 1) && (!best || distance < best.distance)) best = { quartiere, distance };
    }
  }
  // A start of the name or a typo in a longer one ("san salv", "borgo s paolo"), when one quartiere is clearly meant.
  return best?.quartiere ?? bestName(text, options);
}

/** The few quartieri offered as buttons before the owner types (the type-ahead finds the others). */
export function likelyQuartieri(comuneIstat: string): readonly Quartiere[] {
  const options = quartiereOptions(comuneIstat);
  return options.filter((quartiere) => TURIN_SHORT_LIST.includes(quartiere.label));
}

/** The quartiere people call a price zone by, for the address card of a placed point. */
export function quartiereOfZone(comuneIstat: string, zoneCode: string): Quartiere | null {
  return quartiereOptions(comuneIstat).find((quartiere) => quartiere.zone === zoneCode) ?? null;
}
