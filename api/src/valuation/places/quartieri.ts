import { bestName } from '@valuta/shared';
import { TURIN_QUARTIERI, TURIN_SHORT_LIST, type Quartiere } from '../data/turin-quartieri.js';
import { TURIN_ZONES } from '../data/turin-zones.js';
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

/** The type a street's name starts with ("Via", "Corso", "Lungo Po"), which names no place on its own. */
const STREET_TYPE = /^(via|viale|corso|piazza|piazzale|piazzetta|largo|vicolo|strada|stradale|lungo \w+|borgata|borgo|contrada) /;

const embeddedZoneNames = new Map(TURIN_ZONES.map((zone) => [zone.code, zone.name]));

/** Each quartiere's names, its zone's included, normalised once: " nizza millefonti ", " nizza ", … */
const namesOfQuartiere = new Map<Quartiere, string[]>();
function namesOf(quartiere: Quartiere): string[] {
  let names = namesOfQuartiere.get(quartiere);
  if (!names) {
    names = [quartiere.label, ...(quartiere.aliases ?? []), embeddedZoneNames.get(quartiere.zone) ?? '']
      .filter(Boolean)
      .map((text) => ` ${normalizeName(text)} `);
    namesOfQuartiere.set(quartiere, names);
  }
  return names;
}

/**
 * The quartieri a street is known by in the zone tables: named after it, or with it among their other names or in
 * the name of their price zone (OMI zones are named after a street or landmark: "Centro - Via Roma, Piazza San
 * Carlo"). A street typed with its type is looked for first ("via po" is Piazza Vittorio, not Borgo Po), then its
 * name alone ("nizza" for Via Nizza). Empty for a street the tables do not know. `zoneNames` adds the names of
 * the imported OMI zones, by code.
 */
export function quartieriNamedAfter(comuneIstat: string, street: string, zoneNames: ReadonlyMap<string, string> = new Map()): Quartiere[] {
  const options = quartiereOptions(comuneIstat);
  const whole = normalizeName(street);
  const name = whole.replace(STREET_TYPE, '');
  if (options.length === 0 || name.length < 2) return [];
  const holding = (phrase: string) =>
    options.filter((quartiere) => {
      const imported = zoneNames.get(quartiere.zone);
      return [...namesOf(quartiere), ...(imported ? [` ${normalizeName(imported)} `] : [])].some((text) => text.includes(` ${phrase} `));
    });
  const typed = holding(whole);
  return typed.length > 0 || name === whole ? typed : holding(name);
}
