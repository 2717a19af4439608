/**
 * No text of a request may hold NUL or another C0 control character but tab, line feed and carriage return.
 * PostgreSQL cannot store NUL in a text column (and Sequelize writes it as the two characters "\0"), and the
 * others are not text anyone types: they break the calendar files, CSV files and e-mails the text ends up in.
 * A keyboard types none of them, so a request that holds one is refused rather than cleaned.
 */
import { validationFailed } from '../errors.js';

/** Whether the text holds a character below U+0020 other than tab (9), line feed (10) and carriage return (13). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 9 && code !== 10 && code !== 13) return true;
  }
  return false;
}

const REFUSED = 'Il testo contiene caratteri non validi.';

/**
 * Refuses with 400 `validation_error` a parsed JSON body or query string whose strings (values or keys) hold
 * a control character, naming each such field by its dotted path as a schema's error would ('_' for a key
 * of the body itself). Walked without recursion: a body may nest deeper than the stack.
 */
export function refuseControlCharacters(input: unknown): void {
  const fields: Record<string, string> = {};
  const pending: Array<[unknown, string]> = [[input, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) fields[path || '_'] = REFUSED;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (hasControlCharacter(key)) fields[path || '_'] = REFUSED;
        else pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}
