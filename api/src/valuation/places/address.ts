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

/**
 * The street and its number out of a line that may go on with the comune: "Corso Francia, 15, Torino" gives
 * "Corso Francia 15" (the number may follow the street after a comma).
 */
export function streetPart(text: string): string {
  const parts = text.split(',').map((part) => part.trim().replace(/\s+/g, ' '));
  return parts[1] && /^\d{1,4}\s?[a-z]?(\/\w{1,3})?$/i.test(parts[1]) ? `${parts[0]} ${parts[1]}` : parts[0]!;
}

/** The street and house number, or null when the text names no street ("Torino", "in centro"). */
export function parseStreetAddress(text: string): StreetAddress | null {
  const firstPart = streetPart(text);
  for (const [pattern, canonical] of STREET_TYPES) {
    const match = firstPart.match(pattern);
    if (!match) continue;
    const type = canonical || titleCase(match[1]!.replace(/\.$/, ''));
    const rest = firstPart.slice(match[0].length).trim();
    const numbered = rest.match(/^(.*?)[\s,]+(?:n\.?\s?|numero\s)?(\d{1,4}\s?[a-z]?(?:\/\s?\w{1,3})?)$/i);
    const name = (numbered ? numbered[1]! : rest).trim();
    if (!name) return null;
    return { street: `${type} ${titleCase(name)}`, houseNumber: numbered ? numbered[2]!.replace(/\s+/g, '').toUpperCase() : null };
  }
  return null;
}
