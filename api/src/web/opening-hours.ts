/**
 * The agency's opening hours, written as it likes in 'Impostazioni agenzia' ("Lunedì–venerdì 9:00–13:00 e
 * 14:00–18:00; sabato 9–12"), read into schema.org's OpeningHoursSpecification for search engines. A search
 * engine shows these hours as fact, so the text is read only when every word of it is understood: days
 * (names or their three-letter forms, alone, listed or as a span), times (9, 9:00, 9.00) as spans, "chiuso".
 * Anything else ("su appuntamento", "orario continuato", a span that ends before it starts, a day both open
 * and closed) and there are no hours at all, never a part of them.
 */

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const ITALIAN_DAYS = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'];
const SHORT_DAYS = ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'];

type Token =
  | { kind: 'day'; day: number }
  | { kind: 'time'; minutes: number }
  | { kind: 'from' | 'to' | 'and' | 'end' | 'colon' | 'closed' | 'filler' };

/** The words and signs understood, each with its token; a time past 23:59 is not understood (null). */
const WORDS: Array<[RegExp, (match: RegExpExecArray) => Token | null]> = [
  [/^(lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)\b/, (match) => ({ kind: 'day', day: ITALIAN_DAYS.indexOf(match[1]!) })],
  [/^(lun|mar|mer|gio|ven|sab|dom)\b\.?/, (match) => ({ kind: 'day', day: SHORT_DAYS.indexOf(match[1]!) })],
  [
    /^(\d{1,2})(?:[:.](\d{2}))?\b/,
    (match) => {
      const hours = Number(match[1]);
      const minutes = Number(match[2] ?? 0);
      return hours < 24 && minutes < 60 ? { kind: 'time', minutes: hours * 60 + minutes } : null;
    },
  ],
  [/^(?:dalle|dal|dalla|da)\b/, () => ({ kind: 'from' })],
  [/^(?:alle|al|alla|a)\b|^-/, () => ({ kind: 'to' })],
  [/^(?:e\b|,|\/)/, () => ({ kind: 'and' })],
  [/^[;|\n.]/, () => ({ kind: 'end' })],
  [/^:/, () => ({ kind: 'colon' })],
  [/^chius[oiae]\b/, () => ({ kind: 'closed' })],
  [/^ore\b/, () => ({ kind: 'filler' })],
];

/** The word the text starts with, and its length; null when it is not understood. */
function wordAt(text: string): { token: Token; length: number } | null {
  for (const [pattern, tokenOf] of WORDS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const token = tokenOf(match);
    return token ? { token, length: match[0].length } : null;
  }
  return null;
}

/** The text as tokens, or null at the first word that is not understood. */
function tokens(text: string): Token[] | null {
  let rest = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[–—−]/g, '-');
  const read: Token[] = [];
  while ((rest = rest.replace(/^[ \t\r]+/, '')) !== '') {
    const word = wordAt(rest);
    if (!word) return null;
    if (word.token.kind !== 'filler') read.push(word.token);
    rest = rest.slice(word.length);
  }
  return read;
}

interface Clause {
  days: number[];
  /** Empty for days said closed. */
  spans: Array<{ opens: number; closes: number }>;
}

/** Reads the tokens as clauses ("days: spans" or "days chiuso"); null at the first one that does not fit. */
function clauses(read: Token[]): Clause[] | null {
  let at = 0;
  const peek = (offset = 0) => read[at + offset]?.kind;
  const take = <K extends Token['kind']>(kind: K) => (peek() === kind ? (read[at++] as Extract<Token, { kind: K }>) : null);
  const startsDay = (offset = 0) => peek(offset) === 'day' || (peek(offset) === 'from' && peek(offset + 1) === 'day');
  const startsSpan = () => peek() === 'time' || (peek() === 'from' && peek(1) === 'time');

  /** "lunedì", "lun-ven", "dal lunedì al venerdì". */
  function days(): number[] | null {
    take('from');
    const first = take('day');
    if (!first) return null;
    if (!take('to')) return [first.day];
    const last = take('day');
    if (!last || last.day <= first.day) return null;
    return Array.from({ length: last.day - first.day + 1 }, (_, index) => first.day + index);
  }

  /** "9-13", "9:00–13:00", "dalle 9 alle 13". */
  function span(): Clause['spans'][number] | null {
    take('from');
    const opens = take('time');
    if (!opens || !take('to')) return null;
    const closes = take('time');
    return closes && closes.minutes > opens.minutes ? { opens: opens.minutes, closes: closes.minutes } : null;
  }

  const parsed: Clause[] = [];
  while (at < read.length) {
    if (take('end')) continue;
    const clause: Clause = { days: [], spans: [] };
    do {
      const named = days();
      if (!named) return null;
      clause.days.push(...named);
    } while (peek() === 'and' && startsDay(1) && take('and'));
    take('colon');
    if (!take('closed')) {
      do {
        const next = span();
        if (!next) return null;
        clause.spans.push(next);
      } while (peek() === 'and' && take('and') && startsSpan());
    }
    parsed.push(clause);
    // A clause ends at the end of the text, a separator, or the next clause's days.
    if (at < read.length && peek() !== 'end' && !startsDay()) return null;
  }
  return parsed;
}

/** True when the hours say one thing per day: no day both closed and open, no two spans of a day overlapping. */
function consistent(parsed: Clause[]): boolean {
  for (let day = 0; day < 7; day++) {
    const mentions = parsed.filter((clause) => clause.days.includes(day));
    if (mentions.some((clause) => clause.spans.length === 0) && mentions.some((clause) => clause.spans.length > 0)) return false;
    const spans = mentions.flatMap((clause) => clause.spans).sort((a, b) => a.opens - b.opens);
    if (spans.some((span, index) => index > 0 && span.opens < spans[index - 1]!.closes)) return false;
  }
  return true;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The clauses of the whole text, or null unless every word is understood and the hours say one thing per day. */
function understood(text: string): Clause[] | null {
  const read = tokens(text.trim());
  const parsed = read && read.length > 0 ? clauses(read) : null;
  return parsed && parsed.some((clause) => clause.spans.length > 0) && consistent(parsed) ? parsed : null;
}

/** The minutes from midnight a day opens and closes, in order; a day not named or closed has none. */
export type OpeningSpans = Array<{ opens: number; closes: number }>;

/**
 * The week's opening hours, Monday first (index 0) to Sunday, each day's spans in order; null unless the whole
 * text is understood, as for search engines. The back office counts a lead's wait within them.
 */
export function openingWeek(text: string): OpeningSpans[] | null {
  const parsed = understood(text);
  if (!parsed) return null;
  return Array.from({ length: 7 }, (_, day) =>
    parsed
      .filter((clause) => clause.days.includes(day))
      .flatMap((clause) => clause.spans)
      .sort((a, b) => a.opens - b.opens),
  );
}

/** The hours as schema.org OpeningHoursSpecification entries, or null unless the whole text is understood. */
export function openingHoursSpecification(text: string) {
  const parsed = understood(text);
  if (!parsed) return null;
  return parsed.flatMap((clause) =>
    clause.spans.map((span) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...new Set(clause.days)].sort((a, b) => a - b).map((day) => DAY_NAMES[day]!),
      opens: clock(span.opens),
      closes: clock(span.closes),
    })),
  );
}
