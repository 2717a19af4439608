/**
 * The configuration (every variable of .env.example), parsed once from the environment. Every variable has an
 * embedded default so a fresh clone runs with nothing set; a wrong value stops the start with a message
 * that names the variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_BRAND, isHttpsAddress, type Brand } from '@valuta/shared';

/** The project root (the folder holding api/, public-web/, admin-desktop/), whatever the working directory. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type DatabaseTarget = { dialect: 'sqlite'; storage: string } | { dialect: 'postgres'; url: string };

const MAX_MODEL_TIMEOUT_MS = 20_000;

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A positive integer, or undefined when the variable is unset or empty. */
const optionalPositiveInt = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().positive().optional());

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url({ error: 'expected an absolute URL' }).optional());

/** A link or an embed of the public pages: an https address of a real host name, as the back office requires. */
const optionalPageAddress = optionalString.pipe(
  z.string().refine(isHttpsAddress, { error: 'expected an https:// address of a real host name, with no spaces or commas' }).optional(),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_KB: positiveInt(100),

  // GET /metrics (Prometheus): with the token on the public port, without it only on a port of its own.
  METRICS_TOKEN: optionalString.pipe(z.string().min(32, { error: 'must be at least 32 characters long' }).optional()),
  METRICS_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65_535).optional()),

  DATABASE_URL: z
    .string()
    .trim()
    .default('sqlite:data/app.sqlite')
    .refine((value) => /^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(value), {
      error: 'expected sqlite:<path> or postgres://user@host:port/database',
    }),
  DATA_DIR: z.string().trim().default('data'),
  BACKUP_DIR: optionalString,
  BACKUP_KEEP: positiveInt(14),

  SESSION_SECRET: optionalString.pipe(z.string().min(32, { error: 'must be at least 32 characters long' }).optional()),
  SESSION_MAX_AGE_HOURS: positiveInt(12),
  ADMIN_IDLE_MINUTES: positiveInt(30),
  RETENTION_MONTHS: positiveInt(24),
  COOKIE_SECURE: flag(false),

  ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'expected an e-mail address' }).optional()),
  // Judged by the password rules when the account is provisioned at start (auth/provision-owner.ts).
  ADMIN_PASSWORD: optionalString,

  AGENCY_EMAIL: optionalString.pipe(z.email({ error: 'expected an e-mail address' }).optional()),
  MAIL_FROM: optionalString,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'expected smtp://user:password@host:port or smtps://…' })
      .optional(),
  ),

  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().trim().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_MODEL_TIMEOUT_MS, { error: `must be at most ${MAX_MODEL_TIMEOUT_MS} ms` })
    .default(15_000),
  OPENAI_STREAM: flag(false),

  GEOCODER: z.enum(['embedded', 'nominatim', 'google']).default('embedded'),
  NOMINATIM_URL: optionalUrl,
  GOOGLE_MAPS_API_KEY: optionalString,

  // Unset: sized by the chat from its longest path (chat/chat-limits.ts).
  RATE_LIMIT_CHAT_PER_MINUTE: optionalPositiveInt,
  RATE_LIMIT_ADDRESS_PER_MINUTE: positiveInt(60),
  RATE_LIMIT_FORMS_PER_HOUR: positiveInt(30),
  LOGIN_MAX_ATTEMPTS: positiveInt(5),
  LOGIN_WINDOW_MINUTES: positiveInt(15),

  AGENCY_NAME: optionalString,
  AGENCY_LEGAL_NAME: optionalString,
  AGENCY_VAT_NUMBER: optionalString,
  AGENCY_REA_NUMBER: optionalString,
  AGENCY_ADDRESS: optionalString,
  AGENCY_CITY: optionalString,
  AGENCY_LANDLINE: optionalString,
  AGENCY_MOBILE: optionalString,
  AGENCY_WHATSAPP: optionalString.pipe(
    z
      .string()
      .regex(/^\+?\d{6,15}$/, { error: 'expected the international number in digits, e.g. 393331234567' })
      .optional(),
  ),
  AGENCY_WHATSAPP_MESSAGE: optionalString,
  CONTACT_EMAIL: optionalString.pipe(z.email({ error: 'expected an e-mail address' }).optional()),
  FACEBOOK_URL: optionalPageAddress,
  INSTAGRAM_URL: optionalPageAddress,
  LINKEDIN_URL: optionalPageAddress,
  VIDEO_URL: optionalPageAddress,
  MAP_URL: optionalPageAddress,
  CALENDAR_URL: optionalPageAddress,
  PIXEL_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{5,20}$/, { error: 'expected the numeric pixel id' })
      .optional(),
  ),

  PUBLIC_WEB_DIST: optionalString,
  ADMIN_WEB_DIST: optionalString,
});

type Env = z.output<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  bodyLimitBytes: number;
  /**
   * GET /metrics: on the public port only with the token (a Bearer token), on `port` (a listener of its own,
   * the token required there too when set); neither set, the metrics are not served.
   */
  metrics: { token: string | null; port: number | null };
  database: DatabaseTarget;
  dataDir: string;
  /** Where `npm run admin -- backup` writes its copies, and how many of the newest it keeps. */
  backup: { dir: string; keep: number };
  session: { secret: string; maxAgeMs: number; idleMs: number; secureCookie: boolean; usesDevelopmentSecret: boolean };
  admin: { email: string; password: string } | null;
  /** People with no activity for this many months are anonymised by the daily retention job. */
  retentionMonths: number;
  /**
   * agencyEmail (AGENCY_EMAIL) and from (MAIL_FROM) are fixed addresses that win over the agency's saved
   * e-mail; null, the addresses follow 'Impostazioni agenzia' (agency/mailboxes.ts).
   */
  mail: { agencyEmail: string | null; from: string | null; smtpUrl: string | null; outboxDir: string };
  openai: { apiKey: string | null; baseUrl: string | undefined; model: string; timeoutMs: number; stream: boolean };
  geocoder: { kind: 'embedded' } | { kind: 'nominatim'; url: string } | { kind: 'google'; apiKey: string };
  limits: {
    /** Replies per conversation per minute; undefined leaves the chat to size it from its longest path. */
    chatPerMinute: number | undefined;
    addressPerMinute: number;
    formsPerHour: number;
    loginMaxAttempts: number;
    loginWindowMs: number;
  };
  brand: Brand;
  /** The builds the server serves; publicWebSsrEntry is the prerenderer built beside the public site. */
  webDist: { publicWeb: string; publicWebSsrEntry: string; admin: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Used only outside production, so a fresh clone can sign in; production refuses to start without one. */
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-do-not-use-in-production';

function resolveFromRoot(target: string): string {
  return path.isAbsolute(target) ? target : path.resolve(PROJECT_ROOT, target);
}

function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:')) {
    const location = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { dialect: 'sqlite', storage: location === ':memory:' ? ':memory:' : resolveFromRoot(location) };
  }
  return { dialect: 'postgres', url };
}

/** Parses the environment into a Config, or throws ConfigError naming every wrong variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  const isProduction = env.NODE_ENV === 'production';

  if (isProduction && !env.SESSION_SECRET) problems.push('SESSION_SECRET: required when NODE_ENV=production');
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    problems.push('METRICS_PORT: must differ from PORT (the metrics listener is a port of its own)');
  }
  if (env.GEOCODER === 'google' && !env.GOOGLE_MAPS_API_KEY) {
    problems.push('GOOGLE_MAPS_API_KEY: required when GEOCODER=google');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const brand: Brand = {
    ...DEFAULT_BRAND,
    agencyName: env.AGENCY_NAME ?? DEFAULT_BRAND.agencyName,
    legalName: env.AGENCY_LEGAL_NAME ?? DEFAULT_BRAND.legalName,
    vatNumber: env.AGENCY_VAT_NUMBER ?? DEFAULT_BRAND.vatNumber,
    reaNumber: env.AGENCY_REA_NUMBER ?? DEFAULT_BRAND.reaNumber,
    address: env.AGENCY_ADDRESS ?? DEFAULT_BRAND.address,
    city: env.AGENCY_CITY ?? DEFAULT_BRAND.city,
    landline: env.AGENCY_LANDLINE ?? DEFAULT_BRAND.landline,
    mobile: env.AGENCY_MOBILE ?? DEFAULT_BRAND.mobile,
    whatsapp: env.AGENCY_WHATSAPP?.replace(/\D/g, '') ?? DEFAULT_BRAND.whatsapp,
    whatsappMessage: env.AGENCY_WHATSAPP_MESSAGE ?? DEFAULT_BRAND.whatsappMessage,
    email: env.CONTACT_EMAIL ?? DEFAULT_BRAND.email,
    facebookUrl: env.FACEBOOK_URL ?? DEFAULT_BRAND.facebookUrl,
    instagramUrl: env.INSTAGRAM_URL ?? DEFAULT_BRAND.instagramUrl,
    linkedinUrl: env.LINKEDIN_URL ?? DEFAULT_BRAND.linkedinUrl,
    videoUrl: env.VIDEO_URL ?? DEFAULT_BRAND.videoUrl,
    mapUrl: env.MAP_URL ?? DEFAULT_BRAND.mapUrl,
    calendarUrl: env.CALENDAR_URL ?? DEFAULT_BRAND.calendarUrl,
    pixelId: env.PIXEL_ID ?? DEFAULT_BRAND.pixelId,
  };
  const dataDir = resolveFromRoot(env.DATA_DIR);

  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_KB * 1024,
    metrics: { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null },
    database: parseDatabaseUrl(env.DATABASE_URL),
    dataDir,
    backup: { dir: env.BACKUP_DIR ? resolveFromRoot(env.BACKUP_DIR) : path.join(dataDir, 'backups'), keep: env.BACKUP_KEEP },
    session: {
      secret: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
      maxAgeMs: env.SESSION_MAX_AGE_HOURS * 3_600_000,
      idleMs: env.ADMIN_IDLE_MINUTES * 60_000,
      secureCookie: env.COOKIE_SECURE || (isProduction && publicUrl.startsWith('https://')),
      usesDevelopmentSecret: !env.SESSION_SECRET,
    },
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
    retentionMonths: env.RETENTION_MONTHS,
    mail: {
      agencyEmail: env.AGENCY_EMAIL ?? null,
      from: env.MAIL_FROM ?? null,
      smtpUrl: env.SMTP_URL ?? null,
      outboxDir: path.join(dataDir, 'mail'),
    },
    openai: {
      apiKey: env.OPENAI_API_KEY ?? null,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      timeoutMs: env.OPENAI_TIMEOUT_MS,
      stream: env.OPENAI_STREAM,
    },
    geocoder:
      env.GEOCODER === 'nominatim'
        ? { kind: 'nominatim', url: env.NOMINATIM_URL ?? 'https://nominatim.openstreetmap.org' }
        : env.GEOCODER === 'google'
          ? { kind: 'google', apiKey: env.GOOGLE_MAPS_API_KEY ?? '' }
          : { kind: 'embedded' },
    limits: {
      chatPerMinute: env.RATE_LIMIT_CHAT_PER_MINUTE,
      addressPerMinute: env.RATE_LIMIT_ADDRESS_PER_MINUTE,
      formsPerHour: env.RATE_LIMIT_FORMS_PER_HOUR,
      loginMaxAttempts: env.LOGIN_MAX_ATTEMPTS,
      loginWindowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
    },
    brand,
    webDist: {
      publicWeb: resolveFromRoot(env.PUBLIC_WEB_DIST ?? 'public-web/dist'),
      publicWebSsrEntry: path.join(path.dirname(resolveFromRoot(env.PUBLIC_WEB_DIST ?? 'public-web/dist')), 'dist-ssr', 'entry-server.js'),
      admin: resolveFromRoot(env.ADMIN_WEB_DIST ?? 'admin-desktop/dist-web'),
    },
  };
}
