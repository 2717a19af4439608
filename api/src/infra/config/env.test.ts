import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, PROJECT_ROOT, loadConfig } from './env.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', storage: path.join(PROJECT_ROOT, 'data/app.sqlite') });
    expect(config.mail.smtpUrl).toBeNull();
    expect(config.mail.outboxDir).toBe(path.join(PROJECT_ROOT, 'data/mail'));
    expect(config.openai.apiKey).toBeNull();
    expect(config.geocoder).toEqual({ kind: 'embedded' });
    expect(config.admin).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.brand.assistantName).toBe('Amelia');
  });

  it('takes sqlite:<path> and postgres:// database URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/var/lib/valuta/app.sqlite' }).database).toEqual({
      dialect: 'sqlite',
      storage: '/var/lib/valuta/app.sqlite',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/valuta' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://app@db:5432/valuta',
    });
  });

  it('names the variable that is wrong', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual(['DATABASE_URL: expected sqlite:<path> or postgres://user@host:port/database']);
    expect(problemsOf({ PORT: 'tremila' })[0]).toMatch(/^PORT: /);
    expect(problemsOf({ ADMIN_EMAIL: 'admin' })[0]).toMatch(/^ADMIN_EMAIL: expected an e-mail address/);
    expect(problemsOf({ OPENAI_TIMEOUT_MS: '60000' })).toEqual(['OPENAI_TIMEOUT_MS: must be at most 20000 ms']);
    expect(problemsOf({ SMTP_URL: 'mail.example.it' })[0]).toMatch(/^SMTP_URL: /);
    // A link or an embed the pages frame must be an address a content security policy can name.
    expect(problemsOf({ MAP_URL: 'https://www.google,com/maps/embed?pb=1' })[0]).toMatch(/^MAP_URL: expected an https:\/\/ address/);
    expect(problemsOf({ FACEBOOK_URL: 'http://www.facebook.com/agenzia' })[0]).toMatch(/^FACEBOOK_URL: /);
    expect(problemsOf({ MAP_URL: 'https://www.google.com/maps/embed?pb=1' })).toEqual([]);
  });

  it('serves the metrics only when told how: a token of 32 characters or more, a port other than PORT', () => {
    expect(loadConfig({}).metrics).toEqual({ token: null, port: null });
    expect(loadConfig({ METRICS_TOKEN: 't'.repeat(32), METRICS_PORT: '9464' }).metrics).toEqual({ token: 't'.repeat(32), port: 9464 });
    expect(problemsOf({ METRICS_TOKEN: 'corto' })[0]).toMatch(/^METRICS_TOKEN: must be at least 32/);
    expect(problemsOf({ PORT: '8080', METRICS_PORT: '8080' })).toEqual([
      'METRICS_PORT: must differ from PORT (the metrics listener is a port of its own)',
    ]);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET: required when NODE_ENV=production']);
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'short' })[0]).toMatch(/^SESSION_SECRET: must be at least 32/);
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toEqual([]);
  });

  it('wants the administrator e-mail and password together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'admin@example.it' })).toEqual(['ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither']);
    expect(loadConfig({ ADMIN_EMAIL: 'admin@example.it', ADMIN_PASSWORD: 'una-password-lunga' }).admin).toEqual({
      email: 'admin@example.it',
      password: 'una-password-lunga',
    });
  });

  it('overrides brand details from the environment', () => {
    const config = loadConfig({ AGENCY_NAME: 'Casa Sabauda', AGENCY_WHATSAPP: '+39 333 1234567'.replace(/\s/g, '') });
    expect(config.brand.agencyName).toBe('Casa Sabauda');
    expect(config.brand.whatsapp).toBe('393331234567');
  });

  it('requires a key for the Google geocoder', () => {
    expect(problemsOf({ GEOCODER: 'google' })).toEqual(['GOOGLE_MAPS_API_KEY: required when GEOCODER=google']);
  });

  it('keeps the backups in the data folder unless BACKUP_DIR says where, the 14 newest unless BACKUP_KEEP says', () => {
    expect(loadConfig({}).backup).toEqual({ dir: path.join(PROJECT_ROOT, 'data/backups'), keep: 14 });
    expect(loadConfig({ DATA_DIR: '/srv/valuta' }).backup.dir).toBe('/srv/valuta/backups');
    expect(loadConfig({ BACKUP_DIR: '/backups', BACKUP_KEEP: '30' }).backup).toEqual({ dir: '/backups', keep: 30 });
    expect(problemsOf({ BACKUP_KEEP: '0' })).toEqual(['BACKUP_KEEP: Too small: expected number to be >0']);
  });
});
