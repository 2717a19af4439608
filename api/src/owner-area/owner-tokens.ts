/**
 * The secrets of the owner's area: a link's or a session's token is 32 random bytes (base64url, 43
 * characters) given to the owner once; the database keeps only its SHA-256, so whoever reads the tables
 * cannot open anybody's area.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
