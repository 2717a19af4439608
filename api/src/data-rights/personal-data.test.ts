import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../infra/db/index.js';
import type { Models } from '../models/index.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { AUDIT_PERSONAL_ATTRIBUTES, AUDIT_STAFF_ATTRIBUTES, NOT_ABOUT_LEADS, PERSONAL_TABLES } from './personal-data.js';

let testDatabase: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  ({ db } = testDatabase);
});
afterAll(() => testDatabase.close());

/** Column names that say they hold who someone is or how to reach them. */
const NAME_LIKE = /e-?mail|phone|telefono|name|nome|address|indirizzo|reply/i;
/** Types that can hold such a value (a boolean consentEmail cannot). */
const TEXT_TYPES = new Set(['STRING', 'TEXT', 'CITEXT', 'CHAR', 'JSON', 'JSONB']);

describe('the registry of personal data', () => {
  it('knows every model: a table of people, or one that holds nothing about them', () => {
    const known = new Set<string>([...PERSONAL_TABLES.map((table) => table.model), ...Object.keys(NOT_ABOUT_LEADS), 'AuditLogEntry']);
    const unknown = Object.keys(db.models).filter((model) => !known.has(model));
    expect(unknown, 'add these models to api/src/data-rights/personal-data.ts').toEqual([]);
  });

  it('covers every e-mail, phone, name or address column of every model', () => {
    const uncovered: string[] = [];
    for (const [modelName, model] of Object.entries(db.models) as Array<
      [keyof Models, { getAttributes(): Record<string, { type: { key?: string } }> }]
    >) {
      const table = PERSONAL_TABLES.find((entry) => entry.model === modelName);
      const covered = new Set<string>(
        table?.personal ??
          NOT_ABOUT_LEADS[modelName]?.columns ??
          (modelName === 'AuditLogEntry' ? [...AUDIT_PERSONAL_ATTRIBUTES, ...AUDIT_STAFF_ATTRIBUTES] : []),
      );
      for (const [attribute, { type }] of Object.entries(model.getAttributes())) {
        if (NAME_LIKE.test(attribute) && TEXT_TYPES.has(type.key ?? '') && !covered.has(attribute)) uncovered.push(`${modelName}.${attribute}`);
      }
    }
    expect(uncovered, 'list these columns in api/src/data-rights/personal-data.ts').toEqual([]);
  });

  it('names only attributes the models have, and searches by e-mail and phone among the personal ones', () => {
    for (const table of PERSONAL_TABLES) {
      const attributes = Object.keys((db.models[table.model] as { getAttributes(): Record<string, unknown> }).getAttributes());
      const named = [...table.personal, ...(table.emails ?? []), ...(table.phones ?? []), ...(table.links ?? []).map((link) => link.attribute)];
      expect(
        named.filter((name) => !attributes.includes(name)),
        table.model,
      ).toEqual([]);
      expect(
        [...(table.emails ?? []), ...(table.phones ?? [])].filter((name) => !table.personal.includes(name)),
        table.model,
      ).toEqual([]);
    }
  });
});
