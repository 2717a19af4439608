/**
 * Reading a street address out of what the owner typed. Italian street names start with a type (via, corso,
 * piazza, …) and end with the house number; "c.so", "p.za" and friends are expanded.
 */
const STREET_TYPES: Array<[RegExp, string]> = [
  [/^(c\.?\s?so|corso)\b\.?/i, 'Corso'],
  [/^(p\.?\s?za|p\.?\s?zza|piazza)\b\.?/i, 'Piazza'],
  [/^(p\.?\s?le|piazzale)\b\.?/i, 'Piazzale'],
  [/^(v\.?\s?le|viale)\b\.?/i, 'Viale'],
  [/^(v\.?\s?lo|vicolo)\b\.?/i, 'Vicolo'],
  [/^(str\.?|strada)\b\.?/i, 'Strada'],
  [/^(l\.?\s?go|largo)\b\.?/i, 'Largo'],
  // "v. Nizza": after "v.le" and "v.lo", so only the bare abbreviation of via is left.
  [/^v\.\s?/i, 'Via'],
  [/^(lungo\s?\w+)\b/i, ''],
  [/^(borgata|borgo|frazione|regione|localit[aà]|via)\b\.?/i, ''],
];

export interface StreetAddress {
  street: string;
  houseNumber: string | null;
}

const MINOR_WORDS = new Set(['di', 'de', 'del', 'della', 'dei', 'degli', 'delle', 'da', 'e', 'al', 'alla', 'sul', 'sulla']);
const ROMAN_NUMERAL = /^(i{1,3}|iv|vi{0,3}|ix|xi{0,3}|xiv|xv)$/;

/** A street name as signs write it: "della" and "di" small, "II" in capitals, the rest capitalised. */
function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word, index) => {
      if (MINOR_WORDS.has(word)) return word;
      if (index > 0 && ROMAN_NUMERAL.test(word)) return word.toUpperCase();
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ')
    .replace(/'(\p{L})/gu, (_, letter: string) => `'${letter.toUpperCase()}`);
}

/** A house number as people type it: "10", "10a", "10 b", "5 bis", "45/b". */
export const HOUSE_NUMBER = String.raw`\d{1,4}(?:\s?(?:bis|ter|quater)\b|\s?[a-z]\b)?(?:\/\s?\w{1,3})?`;

const MONTHS = 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';

/**
 * A street and its number followed, without a comma, by the place or by words that are not the street's:
 * "Via Racconigi 60 Torino", "Via Po 18 10123 Torino (TO)", "Via Roma 10 scala B", "Via Roma 10 int. 3". What
 * follows the number is not a letter or "bis" of the number itself ("10 b", "10 bis"), nor a month: in
 * "Piazza 4 Novembre" or "Via 25 Aprile 12" the number before the month belongs to the street's name.
 */
const PLACE_AFTER_NUMBER = new RegExp(
  String.raw`^(.*?\S[\s,]+(?:n\.?\s?|numero\s)?${HOUSE_NUMBER})\s+(?:(?:int|interno|scala|sc|piano|p)\b\.?\s?\w{1,3}\b.*|(?:\d{5}\s+)?(?!(?:bis|ter|quater|${MONTHS})\b)\p{L}{2}[\p{L}'’ .()-]*)$`,
  'iu',
);

const ONLY_HOUSE_NUMBER = new RegExp(`^${HOUSE_NUMBER}$`, 'i');
/** A street's name and its number ("Roma 10", "Sant'Anselmo n. 7"). */
const NUMBERED_STREET = new RegExp(String.raw`^(.*?)[\s,]+(?:n\.?\s?|numero\s)?(${HOUSE_NUMBER})$`, 'i');

/**
 * The street and its number out of a line that may go on with the comune: "Corso Francia, 15, Torino" and
 * "Corso Francia 15 Torino" give "Corso Francia 15" (the number may follow the street after a comma).
 */
export function streetPart(text: string): string {
  const parts = text.split(',').map((part) => part.trim().replace(/\s+/g, ' '));
  const first = parts[1] && ONLY_HOUSE_NUMBER.test(parts[1]) ? `${parts[0]} ${parts[1]}` : parts[0]!;
  return first.match(PLACE_AFTER_NUMBER)?.[1] ?? first;
}

/** "45/b" as "45/B", "10 a" as "10A", "5bis" as "5 bis". */
export function houseNumberOf(text: string): string {
  const compact = text.replace(/\s+/g, '');
  const latin = compact.match(/^(\d+)(bis|ter|quater)$/i);
  return latin ? `${latin[1]} ${latin[2]!.toLowerCase()}` : compact.toUpperCase();
}

/** The street and house number, or null when the text names no street ("Torino", "in centro"). */
export function parseStreetAddress(text: string): StreetAddress | null {
  const firstPart = streetPart(text);
  for (const [pattern, canonical] of STREET_TYPES) {
    const match = firstPart.match(pattern);
    if (!match) continue;
    const type = canonical || titleCase(match[1]!.replace(/\.$/, ''));
    const rest = firstPart.slice(match[0].length).trim();
    const numbered = rest.match(NUMBERED_STREET);
    const name = (numbered ? numbered[1]! : rest).trim();
    if (!name) return null;
    return { street: `${type} ${titleCase(name)}`, houseNumber: numbered ? houseNumberOf(numbered[2]!) : null };
  }
  return null;
}
