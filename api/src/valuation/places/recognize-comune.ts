import { comuniIndex, toRef, type ComuneRef, type IndexedComune } from './comuni-index.js';
import { editDistance, normalizeName } from './normalize.js';

export type ComuneRecognition =
  /** One comune; `covered` says whether the agency values homes there. */
  | { kind: 'found'; comune: ComuneRef; covered: boolean }
  /** The same name in several provinces and nothing to choose by: ask which. */
  | { kind: 'ambiguous'; candidates: ComuneRef[] }
  /** Not a name, but close to one or more ("Intendevi …?"). */
  | { kind: 'suggestion'; candidates: ComuneRef[] }
  | { kind: 'unknown' };

/** Words around a comune's name in what people type: "a Torino", "comune di Rivoli", "Moncalieri (TO)". */
const NOISE =
  /\b(?:comune|citta|paese|provincia|prov|di|del|della|a|ad|in|da|e|sono|abito|vivo|si|trova|la|casa|mia|il|mio|immobile|appartamento|zona)\b/g;

/** How far a typed name may be from a real one and still be suggested. */
function typoLimit(length: number): number {
  return length <= 4 ? 0 : length <= 7 ? 1 : 2;
}

function candidatesFor(key: string): IndexedComune[] {
  return comuniIndex().byKey.get(key) ?? [];
}

/**
 * The pieces of a reply that could be a comune's name, most specific first: the whole reply, each
 * comma-separated part (an address ends with its comune), and trailing word groups.
 */
function phrases(text: string): Array<{ phrase: string; province: string | null }> {
  const { provinces } = comuniIndex();
  const results: Array<{ phrase: string; province: string | null }> = [];
  const parts = [text, ...text.split(/[,;\n]/).reverse()];
  for (const part of parts) {
    let normal = normalizeName(part).replace(/\b\d{5}\b/g, ' ');
    let province: string | null = null;
    // A trailing province abbreviation: "Samone TO", "Moncalieri (TO)".
    const tail = normal.match(/\s([a-z]{2})$/);
    if (tail && provinces.has(tail[1]!)) {
      province = tail[1]!.toUpperCase();
      normal = normal.slice(0, -3);
    }
    const cleaned = normal.replace(NOISE, ' ').replace(/\s+/g, ' ').trim();
    for (const candidate of [normal.trim(), cleaned]) if (candidate) results.push({ phrase: candidate, province });
    const words = cleaned.split(' ');
    for (let size = Math.min(4, words.length - 1); size >= 1; size -= 1) {
      results.push({ phrase: words.slice(-size).join(' '), province });
    }
  }
  return results;
}

function pick(matches: IndexedComune[], province: string | null, isCovered: (istat: string) => boolean): ComuneRecognition | null {
  if (matches.length === 0) return null;
  const inProvince = province ? matches.filter((comune) => comune.province === province) : matches;
  const pool = inProvince.length > 0 ? inProvince : matches;
  if (pool.length === 1) return { kind: 'found', comune: toRef(pool[0]!), covered: isCovered(pool[0]!.istat) };
  const covered = pool.filter((comune) => isCovered(comune.istat));
  if (covered.length === 1) return { kind: 'found', comune: toRef(covered[0]!), covered: true };
  return { kind: 'ambiguous', candidates: pool.sort((a, b) => b.population - a.population).map(toRef) };
}

/**
 * Recognises an Italian comune in free text: exact names first (any case, accents or none, with "(TO)" or a
 * postcode), then small typos, which come back as suggestions rather than guesses.
 */
export function recognizeComune(text: string, isCovered: (istat: string) => boolean): ComuneRecognition {
  const raw = text.trim();
  if (!raw) return { kind: 'unknown' };
  const pieces = phrases(raw);

  for (const { phrase, province } of pieces) {
    const found = pick(candidatesFor(phrase), province, isCovered);
    if (found) return found;
  }

  const postcode = raw.match(/\b(\d{5})\b/)?.[1];
  if (postcode) {
    const found = pick(comuniIndex().byPostcode.get(postcode) ?? [], null, isCovered);
    if (found) return found;
  }

  // Typos: the closest names to the longest phrase, covered comuni and larger towns first.
  const phrase = pieces.map((piece) => piece.phrase).find((candidate) => candidate.length >= 3);
  if (!phrase) return { kind: 'unknown' };
  const limit = typoLimit(phrase.length);
  if (limit === 0) return { kind: 'unknown' };
  const close: Array<{ comune: IndexedComune; distance: number }> = [];
  for (const comune of comuniIndex().all) {
    for (const key of comune.keys) {
      const distance = editDistance(phrase, key, limit);
      if (distance <= limit) {
        close.push({ comune, distance });
        break;
      }
    }
  }
  if (close.length === 0) return { kind: 'unknown' };
  close.sort(
    (a, b) =>
      a.distance - b.distance || Number(isCovered(b.comune.istat)) - Number(isCovered(a.comune.istat)) || b.comune.population - a.comune.population,
  );
  return { kind: 'suggestion', candidates: close.slice(0, 3).map(({ comune }) => toRef(comune)) };
}

/** "Moncalieri (TO)": how a comune is shown to the owner. */
export function comuneLabel(comune: ComuneRef): string {
  return `${comune.name} (${comune.province})`;
}
