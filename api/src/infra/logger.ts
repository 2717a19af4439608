import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs on stdout. Secrets and personal data never reach them: cookies, authorization
 * headers and passwords are redacted wherever they appear.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'valuta-api' },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.passwordHash', 'password'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
