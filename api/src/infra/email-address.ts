/** E-mail addresses are stored and compared trimmed and lower-cased: one person, one address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
