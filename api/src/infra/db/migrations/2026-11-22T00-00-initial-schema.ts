/**
 * Every table of the data model (models/). Later features fill them and add their own migrations; this file is frozen.
 * Column names are snake_case; the models map them to camelCase attributes.
 */
import { DataTypes, type ModelAttributeColumnOptions, type QueryInterface } from 'sequelize';
import type { Migration } from './types.js';

type Columns = Record<string, ModelAttributeColumnOptions>;

const id = (): Columns => ({ id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false } });

const timestamps = (): Columns => ({
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
});

const createdOnly = (): Columns => ({ created_at: { type: DataTypes.DATE, allowNull: false } });

const text = (length: number, allowNull = true): ModelAttributeColumnOptions => ({
  type: DataTypes.STRING(length),
  allowNull,
});

const flag = (defaultValue = false): ModelAttributeColumnOptions => ({
  type: DataTypes.BOOLEAN,
  allowNull: false,
  defaultValue,
});

const reference = (table: string, onDelete: 'CASCADE' | 'SET NULL', type = DataTypes.INTEGER as unknown) => ({
  type: type as ModelAttributeColumnOptions['type'],
  allowNull: onDelete === 'SET NULL',
  references: { model: table, key: 'id' },
  onDelete,
  onUpdate: 'CASCADE',
});

/** The GDPR record kept with every form: which consents, when, under which notice. */
const consents = (): Columns => ({
  privacy_accepted: flag(),
  consent_email: flag(),
  consent_whatsapp: flag(),
  consents_recorded_at: { type: DataTypes.DATE, allowNull: true },
  privacy_notice_version: text(20),
});

const status = (defaultValue: string): ModelAttributeColumnOptions => ({
  type: DataTypes.STRING(30),
  allowNull: false,
  defaultValue,
});

async function createTables(q: QueryInterface) {
  await q.createTable('admin_users', {
    ...id(),
    email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
    name: text(120),
    password_hash: { type: DataTypes.STRING(255), allowNull: false },
    last_login_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps(),
  });

  await q.createTable('sessions', {
    id: { type: DataTypes.STRING(128), primaryKey: true, allowNull: false },
    data: { type: DataTypes.TEXT, allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    ...timestamps(),
  });
  await q.addIndex('sessions', ['expires_at']);

  await q.createTable('users', {
    ...id(),
    name: text(120),
    email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
    phone: text(30),
    gdpr_consent: flag(),
    gdpr_consent_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps(),
  });
  await q.addIndex('users', ['created_at']);

  await q.createTable('valuations', {
    id: { type: DataTypes.STRING(21), primaryKey: true, allowNull: false },
    user_id: reference('users', 'SET NULL'),
    status: status('pending'),
    step: { type: DataTypes.STRING(40), allowNull: false, defaultValue: 'city' },
    chat_mode: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'default' },
    city: text(120),
    comune_code: text(10),
    property_type: text(30),
    square_meters: { type: DataTypes.INTEGER, allowNull: true },
    property_data: { type: DataTypes.JSON, allowNull: false, defaultValue: {} },
    engine_state: { type: DataTypes.JSON, allowNull: false, defaultValue: {} },
    result: { type: DataTypes.JSON, allowNull: true },
    estimated_value: { type: DataTypes.INTEGER, allowNull: true },
    min_value: { type: DataTypes.INTEGER, allowNull: true },
    max_value: { type: DataTypes.INTEGER, allowNull: true },
    price_per_sqm: { type: DataTypes.INTEGER, allowNull: true },
    completed_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps(),
  });
  await q.addIndex('valuations', ['user_id']);
  await q.addIndex('valuations', ['created_at']);

  await q.createTable('chat_messages', {
    ...id(),
    valuation_id: reference('valuations', 'CASCADE', DataTypes.STRING(21)),
    role: { type: DataTypes.STRING(20), allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    metadata: { type: DataTypes.JSON, allowNull: true },
    ...createdOnly(),
  });
  await q.addIndex('chat_messages', ['valuation_id', 'id']);

  await q.createTable('contacts', {
    ...id(),
    user_id: reference('users', 'SET NULL'),
    valuation_id: reference('valuations', 'SET NULL', DataTypes.STRING(21)),
    name: text(120, false),
    email: text(254, false),
    phone: text(30, false),
    notes: { type: DataTypes.TEXT, allowNull: true },
    preferred_time: text(20),
    send_email: flag(true),
    status: status('new'),
    lead_type: status('unknown'),
    admin_notes: { type: DataTypes.TEXT, allowNull: true },
    source: { type: DataTypes.STRING(40), allowNull: false, defaultValue: 'chat' },
    ...consents(),
    ...timestamps(),
  });
  await q.addIndex('contacts', ['created_at']);
  await q.addIndex('contacts', ['user_id']);
  await q.addIndex('contacts', ['email']);

  await q.createTable('appointments', {
    ...id(),
    contact_id: reference('contacts', 'SET NULL'),
    user_id: reference('users', 'SET NULL'),
    valuation_id: reference('valuations', 'SET NULL', DataTypes.STRING(21)),
    phone: text(30, false),
    preferred_time: text(20),
    requested_date: text(20),
    requested_time: text(20),
    whatsapp_ok: flag(),
    status: status('pending'),
    notes: { type: DataTypes.TEXT, allowNull: true },
    ...consents(),
    ...timestamps(),
  });
  await q.addIndex('appointments', ['created_at']);
  await q.addIndex('appointments', ['user_id']);

  await q.createTable('assistance_requests', {
    ...id(),
    name: text(120, false),
    email: text(254, false),
    phone: text(30, false),
    message: { type: DataTypes.TEXT, allowNull: false },
    status: status('new'),
    admin_notes: { type: DataTypes.TEXT, allowNull: true },
    ...consents(),
    ...timestamps(),
  });
  await q.addIndex('assistance_requests', ['created_at']);

  await q.createTable('seller_contacts', {
    ...id(),
    full_name: text(120, false),
    email: text(254, false),
    phone: text(30, false),
    property_address: text(300),
    status: status('new'),
    admin_notes: { type: DataTypes.TEXT, allowNull: true },
    ...consents(),
    ...timestamps(),
  });
  await q.addIndex('seller_contacts', ['created_at']);

  await q.createTable('unsupported_city_contacts', {
    ...id(),
    kind: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'request' },
    valuation_id: reference('valuations', 'SET NULL', DataTypes.STRING(21)),
    first_name: text(120, false),
    last_name: text(120),
    email: text(254),
    phone: text(30, false),
    city: text(120, false),
    motivation: { type: DataTypes.TEXT, allowNull: true },
    property_description: { type: DataTypes.TEXT, allowNull: true },
    status: status('nuovo'),
    admin_notes: { type: DataTypes.TEXT, allowNull: true },
    ...consents(),
    ...timestamps(),
  });
  await q.addIndex('unsupported_city_contacts', ['created_at']);

  await q.createTable('partner_applications', {
    ...id(),
    first_name: text(120, false),
    last_name: text(120, false),
    email: text(254, false),
    phone: text(30, false),
    city: text(120, false),
    motivation: { type: DataTypes.TEXT, allowNull: false },
    status: status('nuovo'),
    admin_notes: { type: DataTypes.TEXT, allowNull: true },
    ...consents(),
    ...timestamps(),
  });

  await q.createTable('bookings', {
    ...id(),
    first_name: text(120, false),
    last_name: text(120, false),
    email: text(254, false),
    phone: text(30, false),
    valuation: text(120, false),
    comune: text(120, false),
    requested_time: text(20, false),
    whatsapp_ok: flag(),
    notes: { type: DataTypes.TEXT, allowNull: true },
    status: status('pending'),
    ...consents(),
    ...timestamps(),
  });
  await q.addIndex('bookings', ['created_at']);

  await q.createTable('consultation_requests', {
    ...id(),
    first_name: text(120, false),
    last_name: text(120, false),
    email: text(254, false),
    phone: text(30, false),
    appointment_date: text(40),
    appointment_time: text(40),
    status: status('pending'),
    ...consents(),
    ...timestamps(),
  });

  await q.createTable('page_visits', {
    ...id(),
    visitor_hash: { type: DataTypes.STRING(64), allowNull: false },
    path: text(300, false),
    ...createdOnly(),
  });
  await q.addIndex('page_visits', ['created_at']);
  await q.addIndex('page_visits', ['visitor_hash']);

  await q.createTable('events', {
    ...id(),
    type: { type: DataTypes.STRING(40), allowNull: false },
    valuation_id: text(21),
    metadata: { type: DataTypes.JSON, allowNull: true },
    ...createdOnly(),
  });
  await q.addIndex('events', ['type', 'created_at']);

  await q.createTable('email_outbox', {
    ...id(),
    kind: { type: DataTypes.STRING(40), allowNull: false },
    to_address: text(500, false),
    reply_to: text(254),
    subject: text(300, false),
    text_body: { type: DataTypes.TEXT, allowNull: false },
    html_body: { type: DataTypes.TEXT, allowNull: true },
    status: status('pending'),
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    next_attempt_at: { type: DataTypes.DATE, allowNull: false },
    locked_until: { type: DataTypes.DATE, allowNull: true },
    last_error: { type: DataTypes.TEXT, allowNull: true },
    sent_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps(),
  });
  await q.addIndex('email_outbox', ['status', 'next_attempt_at']);

  await q.createTable('audit_log', {
    ...id(),
    admin_user_id: reference('admin_users', 'SET NULL'),
    admin_email: text(254),
    action: { type: DataTypes.STRING(40), allowNull: false },
    entity_type: { type: DataTypes.STRING(40), allowNull: false },
    entity_id: { type: DataTypes.STRING(40), allowNull: false },
    before: { type: DataTypes.JSON, allowNull: true },
    after: { type: DataTypes.JSON, allowNull: true },
    ...createdOnly(),
  });
  await q.addIndex('audit_log', ['entity_type', 'entity_id']);

  await q.createTable('price_zones', {
    ...id(),
    source: { type: DataTypes.STRING(20), allowNull: false },
    semester: text(10, false),
    comune_istat: text(10),
    comune_cadastral: text(10),
    comune_name: text(120, false),
    zone_code: text(10, false),
    zone_name: text(200),
    band: text(5),
    microzone: text(10),
    price_min: { type: DataTypes.INTEGER, allowNull: true },
    price_mid: { type: DataTypes.INTEGER, allowNull: true },
    price_max: { type: DataTypes.INTEGER, allowNull: true },
    quotations: { type: DataTypes.JSON, allowNull: true },
    polygon: { type: DataTypes.JSON, allowNull: true },
    centroid_lat: { type: DataTypes.DOUBLE, allowNull: true },
    centroid_lng: { type: DataTypes.DOUBLE, allowNull: true },
    ...timestamps(),
  });
  await q.addIndex('price_zones', ['semester', 'comune_cadastral', 'zone_code'], { unique: true });
  await q.addIndex('price_zones', ['comune_istat']);

  await q.createTable('comuni_coverage', {
    ...id(),
    istat_code: { type: DataTypes.STRING(10), allowNull: false, unique: true },
    name: text(120, false),
    province: text(5),
    covered: flag(true),
    ...timestamps(),
  });

  await q.createTable('rate_limit_counters', {
    key: { type: DataTypes.STRING(200), primaryKey: true, allowNull: false },
    count: { type: DataTypes.INTEGER, allowNull: false },
    // Epoch milliseconds: plain numbers compare the same way in SQLite and PostgreSQL inside one upsert.
    window_started_ms: { type: DataTypes.BIGINT, allowNull: false },
    expires_at_ms: { type: DataTypes.BIGINT, allowNull: false },
  });
  await q.addIndex('rate_limit_counters', ['expires_at_ms']);
}

/** Children before parents, so foreign keys never block the drop. */
const DROP_ORDER = [
  'rate_limit_counters',
  'comuni_coverage',
  'price_zones',
  'audit_log',
  'email_outbox',
  'events',
  'page_visits',
  'consultation_requests',
  'bookings',
  'partner_applications',
  'unsupported_city_contacts',
  'seller_contacts',
  'assistance_requests',
  'appointments',
  'contacts',
  'chat_messages',
  'valuations',
  'users',
  'sessions',
  'admin_users',
];

export const initialSchema: Migration = {
  name: '2026-11-22T00-00-initial-schema',
  up: ({ queryInterface }) => createTables(queryInterface),
  async down({ queryInterface }) {
    for (const table of DROP_ORDER) await queryInterface.dropTable(table);
  },
};
