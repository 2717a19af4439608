/**
 * The agency's own content (company details, team, reviews, e-mail signature), as the back office saved it.
 *
 * Every page, structured-data block and e-mail asks `current()`, which reads the row's version (one primary-key
 * lookup) and reuses the parsed copy while the version is unchanged. A save on any instance bumps the
 * version, so every instance serves the new values on its next request: no rebuild, no restart, no waiting
 * for a timer.
 */
import { randomBytes } from 'node:crypto';
import {
  AgencyCompanySchema,
  AGENCY_COMPANY_FIELDS,
  missingLegalDetails,
  type AgencyCompany,
  photoUrl,
  ReviewSchema,
  AgencyTeamMemberSchema,
  type AgencySettingsPayload,
  type AgencySettingsResponse,
  type Brand,
  type Review,
  type SiteContent,
  type AgencyTeamMember,
} from '@valuta/shared';
import { z } from 'zod';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import { readJsonColumn } from '../infra/db/json-column.js';
import { badRequest, notFound, payloadTooLarge } from '../infra/errors.js';
import type { Logger } from '../infra/logger.js';

const SETTINGS_ID = 1;

/** What every page and e-mail is rendered with. */
export interface AgencyProfile {
  brand: Brand;
  team: AgencyTeamMember[];
  reviews: Review[];
  emailSignature: string;
  /** 0 while nothing was saved (the company details are the configuration's). */
  version: number;
  updatedAt: Date | null;
}

/** The photo formats a browser shows everywhere, recognised by their first bytes rather than by the header. */
const PHOTO_SIGNATURES: Array<{ type: string; matches: (bytes: Buffer) => boolean }> = [
  { type: 'image/jpeg', matches: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  { type: 'image/png', matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  {
    type: 'image/webp',
    matches: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

const StoredTeamSchema = z.array(AgencyTeamMemberSchema);
const StoredReviewsSchema = z.array(ReviewSchema);

/**
 * The stored company details, each read through today's rules. A value that breaks them (saved before a rule
 * was tightened, or written by hand into the database) would otherwise stop every page: it is left out, the
 * configuration's value stands in its place, and a warning names the field so someone fixes it in the back
 * office.
 */
function readCompany(stored: unknown, configured: Brand, logger: Logger): AgencyCompany {
  const raw = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  const parsed = AgencyCompanySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  if (typeof raw !== 'object' || raw === null) return readJsonColumn(AgencyCompanySchema, raw, 'agency_settings.company');
  const rejected = [...new Set(parsed.error.issues.map((issue) => issue.path[0]))].filter((field): field is keyof AgencyCompany =>
    (AGENCY_COMPANY_FIELDS as PropertyKey[]).includes(field as PropertyKey),
  );
  for (const field of rejected) {
    logger.warn(
      { field, message: parsed.error.issues.find((issue) => issue.path[0] === field)?.message },
      'stored agency setting left out: it breaks its rule',
    );
  }
  const repaired = { ...raw, ...Object.fromEntries(rejected.map((field) => [field, configured[field]])) };
  return readJsonColumn(AgencyCompanySchema, repaired, 'agency_settings.company');
}

const VERSION_SQL = 'SELECT version FROM agency_settings WHERE id = $1';

export function createAgency({ config, db, audit, logger }: { config: Pick<Config, 'brand'>; db: Database; audit: AuditLog; logger: Logger }) {
  const { AgencySettingsRecord, AgencyPhoto } = db.models;
  let cached: AgencyProfile | null = null;
  // Requests that find the same new version share one reload.
  let reloading: { version: number; profile: Promise<AgencyProfile> } | null = null;

  const configured = (): AgencyProfile => ({ brand: config.brand, team: [], reviews: [], emailSignature: '', version: 0, updatedAt: null });

  async function load(): Promise<AgencyProfile> {
    const row = await AgencySettingsRecord.findByPk(SETTINGS_ID);
    if (!row) return configured();
    const company = readCompany(row.company, config.brand, logger);
    return {
      // The pixel and the assistant's name are not edited in the back office: they stay the configuration's.
      brand: { ...config.brand, ...company },
      team: readJsonColumn(StoredTeamSchema, row.team, 'agency_settings.team'),
      reviews: readJsonColumn(StoredReviewsSchema, row.reviews, 'agency_settings.reviews'),
      emailSignature: row.emailSignature,
      version: row.version,
      updatedAt: row.updatedAt,
    };
  }

  async function current(): Promise<AgencyProfile> {
    // On the driver, not through the model: this runs on every page, e-mail and back-office list, and a model read
    // costs the server ten times the statement (on SQLite Sequelize also formats a stack trace for each query).
    const [row] = await db.statements.all<{ version: number | string }>(VERSION_SQL, [SETTINGS_ID]);
    const version = Number(row?.version ?? 0);
    if (cached?.version === version) return cached;
    if (reloading?.version !== version) {
      const profile = load();
      reloading = { version, profile };
      void profile.then(
        (loaded) => {
          if (!cached || loaded.version > cached.version) cached = loaded;
        },
        () => undefined,
      );
      void profile
        .finally(() => {
          if (reloading?.profile === profile) reloading = null;
        })
        .catch(() => undefined);
    }
    return reloading.profile;
  }

  function toResponse(profile: AgencyProfile): AgencySettingsResponse {
    const company = Object.fromEntries(AGENCY_COMPANY_FIELDS.map((field) => [field, profile.brand[field]])) as AgencySettingsPayload['company'];
    return {
      company,
      team: profile.team,
      reviews: profile.reviews,
      emailSignature: profile.emailSignature,
      updatedAt: profile.updatedAt?.toISOString() ?? null,
      missingLegalDetails: missingLegalDetails(profile.brand),
    };
  }

  return {
    current,

    async brand(): Promise<Brand> {
      return (await current()).brand;
    },

    /**
     * The configuration with the agency's current details, for code written against `config.brand`. Who
     * e-mails go to and come from is the mailboxes' business (agency/mailboxes.ts).
     */
    async live<C extends Pick<Config, 'brand'>>(base: C): Promise<C> {
      const { brand } = await current();
      return { ...base, brand };
    },

    /** The team and the reviews as the public pages show them (newest review first). */
    async siteContent(): Promise<Omit<SiteContent, 'mailConfigured'>> {
      const profile = await current();
      return {
        team: profile.team.map((member) => ({
          name: member.name,
          role: member.role,
          text: member.text,
          photoUrl: member.photoId ? photoUrl(member.photoId) : null,
        })),
        reviews: [...profile.reviews].sort((a, b) => b.date.localeCompare(a.date)).map(({ id: _id, ...review }) => review),
      };
    },

    /** The legal details still missing or placeholders (a production server warns about them at every start). */
    async missingLegalDetails() {
      return missingLegalDetails((await current()).brand);
    },

    async settings(): Promise<AgencySettingsResponse> {
      return toResponse(await current());
    },

    /** Replaces the whole document, with the values before and after in the audit log. */
    async save(actor: AuditActor, payload: AgencySettingsPayload): Promise<AgencySettingsResponse> {
      const photoIds = [...new Set(payload.team.map((member) => member.photoId).filter((id): id is string => id !== null))];
      await db.write(async (transaction) => {
        if (photoIds.length > 0) {
          const found = await AgencyPhoto.count({ where: { id: photoIds }, transaction });
          if (found !== photoIds.length) throw badRequest('Una delle foto della squadra non è stata trovata: caricala di nuovo.');
        }
        const before = await AgencySettingsRecord.findByPk(SETTINGS_ID, { transaction, lock: transaction.LOCK.UPDATE });
        const beforeValues = before
          ? { company: before.company, team: before.team, reviews: before.reviews, emailSignature: before.emailSignature }
          : null;
        const values = { company: payload.company, team: payload.team, reviews: payload.reviews, emailSignature: payload.emailSignature };
        if (before) await before.update({ ...values, version: before.version + 1 }, { transaction });
        else await AgencySettingsRecord.create({ id: SETTINGS_ID, ...values, version: 1 }, { transaction });
        await audit.record(
          actor,
          { action: 'agency_settings.update', entityType: 'agency_settings', entityId: SETTINGS_ID, before: beforeValues, after: values },
          transaction,
        );
      });
      return toResponse(await current());
    },

    async uploadPhoto(actor: AuditActor, bytes: Buffer): Promise<{ id: string; url: string }> {
      if (bytes.length > MAX_PHOTO_BYTES) throw payloadTooLarge();
      const format = PHOTO_SIGNATURES.find((signature) => signature.matches(bytes));
      if (!format) throw badRequest('La foto deve essere un file JPEG, PNG o WebP.');
      const id = randomBytes(16).toString('hex');
      await db.write(async (transaction) => {
        await AgencyPhoto.create({ id, contentType: format.type, data: bytes }, { transaction });
        await audit.record(
          actor,
          {
            action: 'agency_photo.upload',
            entityType: 'agency_photo',
            entityId: id.slice(0, 40),
            before: null,
            after: { contentType: format.type, bytes: bytes.length },
          },
          transaction,
        );
      });
      return { id, url: photoUrl(id) };
    },

    async photo(id: string): Promise<{ contentType: string; data: Buffer }> {
      const photo = await AgencyPhoto.findByPk(id);
      if (!photo) throw notFound('Foto non trovata.');
      return { contentType: photo.contentType, data: photo.data };
    },
  };
}

export type Agency = ReturnType<typeof createAgency>;
