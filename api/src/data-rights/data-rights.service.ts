/**
 * A person's data rights, from their card in the back office: the export of everything held about them and
 * its erasure. The person is the e-mail and phone of a contact. Neither is proof of anything (anybody can type
 * another's e-mail into a form), so a row is theirs when it holds one of the two and contradicts neither: a
 * lead with their e-mail but another phone is somebody else's until the staff say otherwise. From those rows,
 * the rows linked to them (the conversation they came from, its appointments and events), the e-mails about
 * any of them, and the audit entries about any of them. The registry is personal-data.ts. Also used by the
 * retention job.
 */
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { csvDocument, type CsvValue } from '@valuta/shared';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { LeadsAdmin } from '../leads/leads.admin.service.js';
import type { Database } from '../infra/db/index.js';
import type { Models } from '../models/index.js';
import { notFound } from '../infra/errors.js';
import { createZip } from '../infra/zip.js';
import { AUDIT_PERSONAL_ATTRIBUTES, PERSONAL_TABLES, type LinkKind, type PersonalTable } from './personal-data.js';

/** Who a request is about: the e-mail addresses and phone numbers that identify them. */
export interface Person {
  emails: string[];
  phones: string[];
}

type Row = Record<string, unknown> & { id: number | string };
type AnyModel = {
  findAll(options: object): Promise<Array<{ get(options: { plain: true }): Row }>>;
  update(values: object, options: object): Promise<unknown>;
  destroy(options: object): Promise<number>;
  getAttributes(): Record<string, { allowNull?: boolean; field?: string; type: { key?: string } }>;
};

/**
 * What was found about a person, table by table (the registry's labels), and the audit entries about them;
 * `contradicting` holds the rows that hold one of the person's details but contradict another (the same
 * e-mail with another phone): left alone, since they may be somebody else's.
 */
export interface PersonalRecords {
  tables: Map<PersonalTable, Row[]>;
  audit: Row[];
  contradicting: Map<PersonalTable, Row[]>;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The digits of a phone number as people write it, without the Italian prefix: '+39 347 123 4567' → '3471234567'. */
function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0039')) return digits.slice(4);
  if (digits.startsWith('39') && digits.length >= 11) return digits.slice(2);
  return digits;
}

/** Phone keys shorter than this match too much to identify anybody. */
const MIN_PHONE_KEY = 6;

function modelOf(models: Models, table: { model: keyof Models }): AnyModel {
  return models[table.model] as unknown as AnyModel;
}

/**
 * Whether a row of a record about one person (a table with both an e-mail and a phone) names an e-mail or a
 * phone other than the person's. Empty values contradict nothing.
 */
function contradicts(table: PersonalTable, row: Row, emails: string[], phones: string[]): boolean {
  if (!table.emails?.length || !table.phones?.length) return false;
  const values = (names: readonly string[]) =>
    names.map((name) => row[name]).filter((value): value is string => typeof value === 'string' && value !== '');
  const otherEmail = emails.length > 0 && values(table.emails).some((email) => !emails.includes(normalizeEmail(email)));
  const otherPhone =
    phones.length > 0 &&
    values(table.phones)
      .map(phoneKey)
      .some((key) => key.length >= MIN_PHONE_KEY && !phones.includes(key));
  return otherEmail || otherPhone;
}

/** Where the rows about a person are: see the file's comment. */
export async function findPersonalRecords(
  db: Pick<Database, 'models' | 'dialect' | 'sequelize'>,
  person: Person,
  transaction?: Transaction,
): Promise<PersonalRecords> {
  const { sequelize } = db;
  const phoneDigits = (expression: unknown) =>
    [' ', '.', '-', '/', '(', ')'].reduce(
      (inner, character) => sequelize.fn('replace', inner, character, ''),
      expression as ReturnType<typeof sequelize.fn>,
    );
  const emails = [...new Set(person.emails.map(normalizeEmail).filter(Boolean))];
  const phones = [...new Set(person.phones.map(phoneKey).filter((key) => key.length >= MIN_PHONE_KEY))];
  const found = new Map<PersonalTable, Map<string, Row>>(PERSONAL_TABLES.map((table) => [table, new Map()]));
  const contradicting = new Map<PersonalTable, Row[]>();
  const ids: Record<LinkKind, Set<string>> = { valuation: new Set(), contact: new Set() };

  const keep = (table: PersonalTable, rows: Row[]) => {
    for (const row of rows) {
      found.get(table)!.set(String(row.id), row);
      for (const link of table.links ?? []) {
        const value = row[link.attribute];
        if (typeof value === 'string' || typeof value === 'number') ids[link.to].add(String(value));
      }
    }
  };
  const plainRows = async (table: PersonalTable, where: WhereOptions) =>
    (await modelOf(db.models, table).findAll({ where, transaction })).map((row) => row.get({ plain: true }));

  // 1. Rows holding the e-mail (any case) or the phone, however it was spaced and with or without +39 (the
  //    comparison runs in the database, on the column stripped of what people type inside numbers), unless
  //    they contradict the other one.
  const phoneForms = phones.flatMap((key) => [key, `39${key}`, `+39${key}`, `0039${key}`]);
  for (const table of PERSONAL_TABLES) {
    const attributes = modelOf(db.models, table).getAttributes();
    const column = (name: string) => sequelize.col(attributes[name]!.field ?? name);
    const conditions = [
      ...(emails.length > 0 ? (table.emails ?? []) : []).map((name) => sequelize.where(sequelize.fn('lower', column(name)), { [Op.in]: emails })),
      ...(phones.length > 0 ? (table.phones ?? []) : []).map((name) => sequelize.where(phoneDigits(column(name)), { [Op.in]: phoneForms })),
    ];
    if (conditions.length === 0) continue;
    const where: WhereOptions = table.aboutRecords ? { [Op.and]: [{ aboutType: null }, { [Op.or]: conditions }] } : { [Op.or]: conditions };
    const rows = await plainRows(table, where);
    const others = rows.filter((row) => contradicts(table, row, emails, phones));
    if (others.length > 0) contradicting.set(table, others);
    keep(
      table,
      rows.filter((row) => !others.includes(row)),
    );
  }
  // The agency's own notices about the person (a new lead) from before e-mails named their record: their text
  // names the person.
  if (emails.length > 0) {
    const outbox = PERSONAL_TABLES.find((table) => table.model === 'OutboxEmail')!;
    const like = db.dialect === 'postgres' ? Op.iLike : Op.like;
    keep(
      outbox,
      await plainRows(outbox, {
        aboutType: null,
        [Op.or]: emails.map((email) => ({ textBody: { [like]: `%${email.replace(/[\\%_]/g, '')}%` } })),
      }),
    );
  }

  // 2. Rows linked to those: the valuations of a contact, their conversation and events, appointments. Two
  //    rounds reach everything the registry links (contact → valuation → its other rows).
  for (let round = 0; round < 2; round += 1) {
    for (const table of PERSONAL_TABLES) {
      const conditions = (table.links ?? [])
        .filter((link) => ids[link.to].size > 0)
        .map((link) => ({ [link.attribute]: [...ids[link.to]].map((id) => (link.to === 'valuation' ? id : Number(id))) }));
      if (conditions.length > 0) keep(table, await plainRows(table, { [Op.or]: conditions }));
    }
  }

  // 3. The e-mails about any of those rows, and the audit entries about them.
  const about = PERSONAL_TABLES.filter((table) => table.entity && found.get(table)!.size > 0).map((table) => ({
    type: table.entity!,
    ids: [...found.get(table)!.keys()],
  }));
  if (about.length > 0) {
    for (const table of PERSONAL_TABLES.filter((candidate) => candidate.aboutRecords)) {
      keep(table, await plainRows(table, { [Op.or]: about.map(({ type, ids: rowIds }) => ({ aboutType: type, aboutId: rowIds })) }));
    }
  }
  const audit =
    about.length === 0
      ? []
      : (
          await db.models.AuditLogEntry.findAll({
            where: { [Op.or]: about.map(({ type, ids: rowIds }) => ({ entityType: type, entityId: rowIds })) },
            order: [['id', 'ASC']],
            transaction,
          })
        ).map((entry) => entry.get({ plain: true }) as unknown as Row);

  return { tables: new Map([...found].map(([table, rows]) => [table, [...rows.values()]])), audit, contradicting };
}

/** The value an anonymised attribute takes: nothing where the column allows it, else an empty value. */
function blankValue(attribute: { allowNull?: boolean; type: { key?: string } }): unknown {
  if (attribute.allowNull !== false) return null;
  if (attribute.type.key === 'JSON' || attribute.type.key === 'JSONB') return {};
  return '';
}

/** Blanks (or deletes) every row found, and the personal values of the audit entries about them. */
export async function erasePersonalRecords(
  db: Pick<Database, 'models'>,
  records: PersonalRecords,
  transaction: Transaction,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, rows] of records.tables) {
    if (rows.length === 0) continue;
    const model = modelOf(db.models, table);
    const ids = rows.map((row) => row.id);
    if (table.erase === 'delete') {
      await model.destroy({ where: { id: ids }, transaction });
      counts[table.label] = rows.length;
      continue;
    }
    if (table.personal.length === 0) continue;
    const attributes = model.getAttributes();
    const values = Object.fromEntries(table.personal.map((name) => [name, blankValue(attributes[name]!)]));
    // An e-mail column that must hold a value (unique, for owners) gets an address of each row's own that
    // reaches nobody (.invalid is reserved for that).
    const requiredEmails = (table.emails ?? []).filter((name) => attributes[name]!.allowNull === false);
    if (requiredEmails.length === 0) {
      await model.update(values, { where: { id: ids }, transaction });
    } else {
      for (const id of ids) {
        const own = Object.fromEntries(requiredEmails.map((name) => [name, `cancellato-${table.label}-${id}@anonimo.invalid`]));
        await model.update({ ...values, ...own }, { where: { id }, transaction });
      }
    }
    counts[table.label] = rows.length;
  }
  if (records.audit.length > 0) {
    await db.models.AuditLogEntry.update(Object.fromEntries(AUDIT_PERSONAL_ATTRIBUTES.map((name) => [name, null])), {
      where: { id: records.audit.map((entry) => entry.id) },
      transaction,
    });
    counts.registro_attivita = records.audit.length;
  }
  return counts;
}

function countsByLabel(rowsByTable: Map<PersonalTable, Row[]>): Record<string, number> {
  return Object.fromEntries([...rowsByTable].map(([table, rows]) => [table.label, rows.length]));
}

/** What the export says of the rows it left out, for the staff to check from those records' own cards. */
function contradictingNote(records: PersonalRecords) {
  return {
    motivo: "Richieste con la stessa e-mail o lo stesso telefono ma con un altro telefono o un'altra e-mail: potrebbero essere di un'altra persona.",
    righe: countsByLabel(records.contradicting),
  };
}

function csvValue(value: unknown): CsvValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value as CsvValue;
}

function csvOf(rows: Row[]): string {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return csvDocument(
    header,
    rows.map((row) => header.map((name) => csvValue(row[name]))),
  );
}

export function createDataRights(deps: { db: Database; audit: AuditLog; leads: Pick<LeadsAdmin, 'changed'> }) {
  const { db, audit, leads } = deps;

  async function personOfContact(contactId: number): Promise<Person> {
    const contact = await db.models.Contact.findByPk(contactId);
    if (!contact) throw notFound('Contatto non trovato.');
    return { emails: contact.email ? [contact.email] : [], phones: contact.phone ? [contact.phone] : [] };
  }

  /** The ZIP of everything held about a person: dati.json and one CSV per table, and the rows per table. */
  async function exportOf(person: Person, interessato: Record<string, unknown>, now: Date) {
    const records = await findPersonalRecords(db, person);
    const tables = Object.fromEntries([...records.tables].filter(([, rows]) => rows.length > 0).map(([table, rows]) => [table.label, rows]));
    if (records.audit.length > 0) tables.registro_attivita = records.audit;
    const document = {
      esportatoIl: now.toISOString(),
      interessato,
      tabelle: tables,
      ...(records.contradicting.size > 0 ? { nonInclusi: contradictingNote(records) } : {}),
    };
    const zip = createZip(
      [
        { name: 'dati.json', content: JSON.stringify(document, null, 2) },
        ...Object.entries(tables).map(([label, rows]) => ({ name: `${label}.csv`, content: csvOf(rows) })),
      ],
      now,
    );
    return { zip, counts: Object.fromEntries(Object.entries(tables).map(([label, rows]) => [label, rows.length])) };
  }

  type EraseAudit = (
    change: { action: string; entityType: string; before: null; after: Record<string, unknown> },
    transaction: Transaction,
  ) => Promise<void>;

  async function erase(person: Person, record: EraseAudit): Promise<{ rows: Record<string, number>; untouched: Record<string, number> }> {
    const erased = await db.write(async (transaction) => {
      const records = await findPersonalRecords(db, person, transaction);
      const rows = await erasePersonalRecords(db, records, transaction);
      const untouched = countsByLabel(records.contradicting);
      await record({ action: 'personal_data_erase', entityType: 'person', before: null, after: { rows, untouched } }, transaction);
      return { rows, untouched };
    });
    // The person's leads no longer match a search by their name: a kept count of the list would still count them.
    leads.changed();
    await db.flushErased();
    return erased;
  }

  return {
    /**
     * Everything held about the person of a contact, as a ZIP: dati.json (every row, with the consents and
     * their times) and one CSV per table, as the back office's other exports write them. Audited, without
     * the data itself.
     */
    async exportContact(actor: AuditActor, contactId: number, now = new Date()): Promise<{ filename: string; zip: Buffer }> {
      const person = await personOfContact(contactId);
      const { zip, counts } = await exportOf(person, { contattoId: contactId, email: person.emails, telefono: person.phones }, now);
      await audit.record(actor, { action: 'personal_data_export', entityType: 'person', entityId: contactId, before: null, after: { rows: counts } });
      return { filename: `dati-personali-contatto-${contactId}-${now.toISOString().slice(0, 10)}.zip`, zip };
    },

    /**
     * 'Scarica i miei dati' of the owner's area: the same export for the person of the e-mail the owner
     * proved by signing in (their rows holding it and the rows linked to those), audited as theirs.
     */
    async exportOwner(email: string, now = new Date()): Promise<{ filename: string; zip: Buffer }> {
      const { zip, counts } = await exportOf({ emails: [email], phones: [] }, { email: [email] }, now);
      await audit.recordByOwner({
        action: 'personal_data_export_by_owner',
        entityType: 'person',
        entityId: 'area-venditore',
        before: null,
        after: { rows: counts },
      });
      return { filename: `i-miei-dati-${now.toISOString().slice(0, 10)}.zip`, zip };
    },

    /**
     * Erases the person of a contact everywhere, in one transaction: rows that are only personal data are
     * deleted, the others keep their non-personal columns (dates, statuses, figures) so the dashboard's
     * counts stay right. The audit entry says how many rows of which tables, nothing about the person. Once
     * committed, the rows' old versions are flushed from the database's files too (Database.flushErased).
     */
    async eraseContact(actor: AuditActor, contactId: number): Promise<{ rows: Record<string, number>; untouched: Record<string, number> }> {
      const person = await personOfContact(contactId);
      return erase(person, (change, transaction) => audit.record(actor, { ...change, entityId: contactId }, transaction));
    },

    /**
     * 'Cancella i miei dati' of the owner's area, once the owner confirmed it from the e-mail: the same erasure
     * for the person of their e-mail. The audit entry names no one (the e-mail is what was erased).
     */
    async eraseOwner(email: string): Promise<{ rows: Record<string, number>; untouched: Record<string, number> }> {
      return erase({ emails: [email], phones: [] }, (change, transaction) =>
        audit.recordByOwner({ ...change, action: 'personal_data_erase_by_owner', entityId: 'area-venditore' }, transaction),
      );
    },
  };
}

export type DataRights = ReturnType<typeof createDataRights>;
