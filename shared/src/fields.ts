/**
 * Field builders shared by every form schema. Each takes the form's Italian message and uses it for every
 * way the field can be wrong (missing, wrong type, too short), so the API answers with the same words the
 * form shows.
 */
import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_LONG_TEXT_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH, MAX_SHORT_TEXT_LENGTH } from './limits.js';

export const TOO_LONG_MESSAGE = 'Il testo inserito è troppo lungo';

/** A query parameter left empty ('?status=') reads as absent. */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

// In a browser, zod would probe `new Function` to speed objects up; the pages' content security policy
// forbids eval, and the probe alone is reported as a violation. The server keeps the fast path.
if ('document' in globalThis) z.config({ jitless: true });

/**
 * Characters a phone number may hold: digits, spaces (a no-break space too), a leading +, brackets, dots,
 * dashes and slashes. No line break nor tab: a phone number is one line.
 */
const PHONE_PATTERN = /^\+?[0-9\p{Zs}()./-]+$/u;
const PHONE_DIGITS_MIN = 5;

/** A required trimmed text of at least `min` characters. */
export function requiredText(min: number, message: string, max = MAX_SHORT_TEXT_LENGTH) {
  return z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: TOO_LONG_MESSAGE });
}

export function nameText(min: number, message: string) {
  return requiredText(min, message, MAX_NAME_LENGTH);
}

export function longText(min: number, message: string) {
  return requiredText(min, message, MAX_LONG_TEXT_LENGTH);
}

/** Optional free text; blank becomes ''. */
export function optionalText(max = MAX_LONG_TEXT_LENGTH) {
  return z.string({ error: 'Testo non valido' }).trim().max(max, { error: TOO_LONG_MESSAGE }).optional().default('');
}

/** A trimmed, valid e-mail address. */
export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: message })
    .pipe(z.email({ error: message }));
}

/**
 * A phone number of at least `min` characters. Letters are refused with `patternMessage` (the form's own
 * generic message where it has one), because a lead nobody can call is a lost lead.
 */
export function phoneNumber(min: number, message: string, patternMessage = 'Numero di telefono non valido') {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(MAX_PHONE_LENGTH, { error: patternMessage })
    .regex(PHONE_PATTERN, { error: patternMessage })
    .refine((value) => value.replace(/\D/g, '').length >= Math.min(min, PHONE_DIGITS_MIN), {
      error: patternMessage,
    });
}

/** A checkbox that must be ticked: anything but `true` gives the message. */
export function mustAccept(message: string) {
  return z.literal(true, { error: message });
}

/** An optional consent flag; missing means not given. */
export function optionalFlag() {
  return z.boolean({ error: 'Valore non valido' }).optional().default(false);
}
