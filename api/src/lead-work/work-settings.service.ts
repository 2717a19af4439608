/**
 * How the agency works its leads: 'Tempo di primo contatto' and 'Modelli di messaggio' (one row, saved whole by
 * the titolare and audited), with the opening hours of 'Impostazioni agenzia' read as a week. Until the titolare
 * saves them, the first-contact time is 15 minutes and the templates are two plain ones they can change.
 */
import {
  DEFAULT_FIRST_CONTACT_MINUTES,
  MessageTemplateSchema,
  type MessageTemplate,
  type WorkSettings,
  type WorkSettingsResponse,
} from '@valuta/shared';
import { z } from 'zod';
import type { Agency } from '../agency/agency.service.js';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Database } from '../infra/db/index.js';
import { readJsonColumn } from '../infra/db/json-column.js';
import { openingWeek } from '../web/opening-hours.js';
import type { OpeningWeek } from './working-time.js';

const SETTINGS_ID = 1;

/**
 * What moves when either source of the rules is saved: the agency's version and this row's updated_at (each
 * table's one row is id 1), the time as text, compared and never parsed. A statement that needs the rules reads
 * these columns along with its rows (the list's page, a lead's state) and hands them to `rulesAt`, one statement
 * instead of two.
 */
export const RULES_VERSION_COLUMNS =
  '(SELECT version FROM agency_settings WHERE id = 1) AS rules_agency_version, CAST((SELECT updated_at FROM work_settings WHERE id = 1) AS TEXT) AS rules_saved_at';

/** RULES_VERSION_COLUMNS as a statement gives them back. */
export interface RulesVersions {
  rules_agency_version: number | string | null;
  rules_saved_at: string | null;
}

const RULES_VERSIONS_SQL = `SELECT ${RULES_VERSION_COLUMNS}`;

/** Where a fresh install starts: a first message per channel, in the agency's voice, with nothing invented. */
const DEFAULT_TEMPLATES: MessageTemplate[] = [
  {
    id: 'primo-contatto-whatsapp',
    channel: 'whatsapp',
    name: 'Primo contatto',
    subject: '',
    body: 'Buongiorno {nome}, sono {agente} di {agenzia}. Ho visto la sua richiesta di valutazione: quando posso chiamarla per parlarne?',
  },
  {
    id: 'primo-contatto-email',
    channel: 'email',
    name: 'Primo contatto',
    subject: 'La sua valutazione con {agenzia}',
    body: 'Buongiorno {nome},\n\nsono {agente} di {agenzia}. Ho visto la sua richiesta di valutazione: quando posso chiamarla per parlarne?\n\nCordiali saluti,\n{agente}',
  },
];

const StoredTemplatesSchema = z.array(MessageTemplateSchema);

/** The settings as the services use them: the saved ones (or the defaults) and the week's opening hours. */
export interface WorkRules extends WorkSettingsResponse {
  week: OpeningWeek;
  agencyName: string;
}

export function createWorkSettings({ db, agency, audit }: { db: Database; agency: Pick<Agency, 'current'>; audit: AuditLog }) {
  const { WorkSettingsRecord } = db.models;
  /** The last rules read, under the versions they were read at (a save between the two reads only costs a reread). */
  let kept: { key: string; rules: WorkRules } | null = null;

  async function saved(): Promise<WorkSettingsResponse> {
    const row = await WorkSettingsRecord.findByPk(SETTINGS_ID);
    if (!row) return { firstContactMinutes: DEFAULT_FIRST_CONTACT_MINUTES, templates: DEFAULT_TEMPLATES, updatedAt: null };
    return {
      firstContactMinutes: row.firstContactMinutes,
      templates: readJsonColumn(StoredTemplatesSchema, row.templates, 'work_settings.templates'),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The rules as of `versions` (RULES_VERSION_COLUMNS as read), read again only when those moved. */
  async function rulesAt(versions: RulesVersions): Promise<WorkRules> {
    const key = `${Number(versions.rules_agency_version ?? 0)}|${versions.rules_saved_at ?? 'never saved'}`;
    if (kept?.key === key) return kept.rules;
    const [settings, profile] = await Promise.all([saved(), agency.current()]);
    const rules = { ...settings, week: openingWeek(profile.brand.openingHours), agencyName: profile.brand.agencyName };
    kept = { key, rules };
    return rules;
  }

  return {
    /** GET /api/admin/work-settings */
    settings: saved,

    /**
     * The settings with the agency's opening hours and name, for the queue, the lateness and the templates: asked
     * by every page of the leads and of 'Da fare', so they are read again only when the row's updated_at or the
     * agency's version moved, both read in one statement on the driver (a model read cost ten times more).
     */
    async rules(): Promise<WorkRules> {
      const [versions] = await db.statements.all<RulesVersions>(RULES_VERSIONS_SQL);
      return rulesAt(versions ?? { rules_agency_version: null, rules_saved_at: null });
    },

    rulesAt,

    /** PUT /api/admin/work-settings: the whole document, with the values before and after in the audit log. */
    async save(actor: AuditActor, settings: WorkSettings): Promise<WorkSettingsResponse> {
      await db.write(async (transaction) => {
        const before = await WorkSettingsRecord.findByPk(SETTINGS_ID, { transaction, lock: transaction.LOCK.UPDATE });
        const beforeValues = before ? { firstContactMinutes: before.firstContactMinutes, templates: before.templates } : null;
        if (before) await before.update({ firstContactMinutes: settings.firstContactMinutes, templates: settings.templates }, { transaction });
        else await WorkSettingsRecord.create({ id: SETTINGS_ID, ...settings }, { transaction });
        await audit.record(
          actor,
          { action: 'work_settings.update', entityType: 'work_settings', entityId: SETTINGS_ID, before: beforeValues, after: settings },
          transaction,
        );
      });
      return saved();
    },
  };
}

export type WorkSettingsService = ReturnType<typeof createWorkSettings>;
