/**
 * Signing in to the back office: the login request and the answers of /api/auth, the session's rules (a
 * disabled account, a temporary password to change first, the requests that are no activity), and the rules
 * a new password must meet, with the words the forms show.
 */
import { z } from 'zod';
import { LOGIN_REQUIRED_MESSAGE } from './session.js';
import type { StaffRole } from './team.js';

export { BACKGROUND_REQUEST_HEADER, LOGIN_REQUIRED_MESSAGE } from './session.js';

/** Back-office login: both fields required, with one message for either. */
export const LoginSchema = z.object({
  email: z.string({ error: LOGIN_REQUIRED_MESSAGE }).trim().min(1, { error: LOGIN_REQUIRED_MESSAGE }).max(254),
  password: z.string({ error: LOGIN_REQUIRED_MESSAGE }).min(1, { error: LOGIN_REQUIRED_MESSAGE }).max(1024),
});
export type Login = z.output<typeof LoginSchema>;

/** The administrator a session belongs to. */
export interface SessionAdmin {
  id: number;
  email: string | null;
  name: string | null;
  /** What the UI shows; the server checks the role itself on every call. */
  role: StaffRole;
  /** Signed in with a temporary password: the UI shows only 'Scegli una nuova password' (the server refuses the rest). */
  mustChangePassword: boolean;
}

/** GET /api/auth/check: whether this browser's session is an administrator's. */
export type AuthState = { authenticated: true; admin: SessionAdmin } | { authenticated: false };

/** POST /api/auth/login, when the credentials are right (wrong ones answer 401 with the Italian error). */
export interface LoginResponse {
  success: true;
  admin: { id: number; email: string; name: string | null; role: StaffRole; mustChangePassword: boolean };
}

/** POST /api/auth/logout */
export interface LogoutResponse {
  success: true;
}

/** The 401 text when the account of the session has been disabled. */
export const ACCOUNT_DISABLED_MESSAGE = 'Il tuo account è stato disattivato. Rivolgiti al titolare.';

// A new password, after NIST SP 800-63B: a length, any characters (spaces too), no composition rules, nothing
// guessable from the account or the agency. The API also refuses the most common passwords (a list too large
// for the UIs) and checks everything again.

/** Counted in characters as a person counts them (Unicode code points). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: 'Inserisci la nuova password.',
  tooShort: `La password deve avere almeno ${MIN_PASSWORD_LENGTH} caratteri.`,
  tooLong: `La password può avere al massimo ${MAX_PASSWORD_LENGTH} caratteri.`,
  trivial: "Questa password è una sequenza o una ripetizione: scegline un'altra.",
  common: "Questa password è tra le più usate: scegline un'altra.",
  email: "Questa password è troppo simile alla tua email: scegline un'altra.",
  agencyName: "Questa password è troppo simile al nome dell'agenzia: scegline un'altra.",
  unchanged: 'La nuova password deve essere diversa da quella attuale.',
} as const;

/** The 403 text of every back-office call but the password change while the password is a temporary one. */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Scegli una nuova password prima di continuare.';

/** The rules in a sentence, under every field where a new password is chosen. */
export const PASSWORD_HINT = `Almeno ${MIN_PASSWORD_LENGTH} caratteri, anche spazi: per esempio una frase. Non una password tra le più usate, né la tua email o il nome dell'agenzia.`;

/** What a new password is checked against besides itself. */
export interface PasswordContext {
  email: string;
  agencyName: string;
}

// oxlint-disable-next-line typescript/no-misused-spread -- a password's length is its number of code points, not of graphemes
const characters = (text: string) => [...text].length;

/** Runs of characters typed in order: digits, the alphabet, the keyboard's rows. */
const RUNS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm'];

/**
 * A password that is one piece repeated ('aaaaaaaaaaaa', 'ciaociaociao') or a stretch of a run in either
 * direction ('123456789012', 'qwertyuiopas', 'zyxwvutsrqpo'), spaces aside.
 */
export function isTrivialPassword(password: string): boolean {
  const text = password.toLowerCase().replace(/\s+/gu, '');
  if (text === '' || /^(.+?)\1+$/su.test(text)) return true;
  return RUNS.some((run) => {
    const around = run.repeat(Math.ceil(text.length / run.length) + 1);
    return around.includes(text) || around.split('').reverse().join('').includes(text);
  });
}

/** A new password: its length, then no sequence or repetition. */
export const NewPasswordSchema = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((password, context) => {
  const length = characters(password);
  const problem =
    length === 0
      ? PASSWORD_MESSAGES.required
      : length < MIN_PASSWORD_LENGTH
        ? PASSWORD_MESSAGES.tooShort
        : length > MAX_PASSWORD_LENGTH
          ? PASSWORD_MESSAGES.tooLong
          : isTrivialPassword(password)
            ? PASSWORD_MESSAGES.trivial
            : null;
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** Letters and digits only, lowercased and without accents: how a word shows through a password. */
const lettersAndDigits = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Fewer letters and digits than this around a word are what guessers add to it: a year, a few digits. */
const FEWEST_OTHERS = 6;

/**
 * Whether the password is built on `word`: it contains it (spaces, punctuation, case and accents aside) with
 * fewer than six other letters or digits. Words under four letters are left alone: they turn up anywhere.
 */
function builtOn(password: string, word: string): boolean {
  const plainWord = lettersAndDigits(word);
  const plain = lettersAndDigits(password);
  if (characters(plainWord) < 4 || !plain.includes(plainWord)) return false;
  return characters(plain.replaceAll(plainWord, '')) < FEWEST_OTHERS;
}

/** The reason a password guessable from the account's e-mail or the agency's name is refused, or null. */
export function passwordContextProblem(password: string, { email, agencyName }: PasswordContext): string | null {
  const localPart = email.split('@')[0] ?? '';
  if ([email, localPart].some((word) => builtOn(password, word))) return PASSWORD_MESSAGES.email;
  const nameWords = agencyName.split(/[^\p{L}\p{N}]+/u);
  if ([agencyName, ...nameWords].some((word) => builtOn(password, word))) return PASSWORD_MESSAGES.agencyName;
  return null;
}

/** POST /api/admin/profile/password: the member's own password. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Inserisci la password attuale.' }).min(1, { error: 'Inserisci la password attuale.' }).max(1024),
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.output<typeof ChangePasswordSchema>;
