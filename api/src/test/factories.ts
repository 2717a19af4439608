/**
 * Records as the public side stores them (the chat, the forms, the visit and event recorders), created
 * through the models, for the back office's tests and benchmarks. Every factory takes overrides.
 */
import { nanoid } from 'nanoid';
import type { PropertyData, ValuationResult } from '@valuta/shared';
import { PUBLIC_ID_LENGTH } from '@valuta/shared';
import type { Models } from '../models/index.js';
import type { EventType } from '../models/AppEvent.js';
import type { TestClient } from './http.js';
import type { TestContext } from './support.js';
import { createAdministrators } from '../auth/administrators.js';
import { hashPassword } from '../auth/passwords.js';

const publicId = () => nanoid(PUBLIC_ID_LENGTH);
let sequence = 0;
const next = () => (sequence += 1);

export const TEST_ADMIN = { email: 'titolare@agenzia.it', password: 'password-amministratore-1' };

/** Provisions the test administrator and returns a client signed in as them. */
export async function signedInAdmin(context: TestContext): Promise<TestClient> {
  await createAdministrators(context.db).provision(TEST_ADMIN);
  const client = context.client();
  const response = await client.post('/api/auth/login', TEST_ADMIN);
  if (response.status !== 200) throw new Error(`test admin login failed: ${response.status} ${response.text}`);
  return client;
}

/** A member of the team with this role, created through the model, and a client signed in as them. */
export async function signedInMember(
  context: TestContext,
  member: { email: string; role: 'titolare' | 'consulente'; name?: string; password?: string },
): Promise<{ client: TestClient; id: number; password: string }> {
  const password = member.password ?? 'password-del-membro-1';
  const created = await context.db.models.TeamMember.create({
    email: member.email,
    name: member.name ?? null,
    role: member.role,
    passwordHash: await hashPassword(password),
  });
  const client = context.client();
  const response = await client.post('/api/auth/login', { email: member.email, password });
  if (response.status !== 200) throw new Error(`member login failed: ${response.status} ${response.text}`);
  return { client, id: created.id, password };
}

const SAMPLE_PROPERTY: PropertyData = {
  city: 'Torino',
  town: 'Torino',
  address: 'Via Roma 10, Torino',
  street: 'Via Roma',
  houseNumber: '10',
  formattedAddress: 'Via Roma, 10, 10121 Torino TO',
  quartiere: 'Centro',
  propertyType: 'CONDOMINIUM',
  squareMeters: 90,
  rooms: 3,
  bathrooms: 1,
  floor: 2,
  hasElevator: true,
  hasBalcony: true,
  hasTerrace: false,
  hasGarden: false,
  hasGarage: false,
  condition: 'GOOD',
  constructionYear: 1970,
  energyClass: 'E',
};

function sampleResult(estimatedValue = 270_000): ValuationResult {
  return {
    estimatedValue,
    minValue: Math.round(estimatedValue * 0.9),
    maxValue: Math.round(estimatedValue * 1.1),
    pricePerSqm: Math.round(estimatedValue / 90),
    commercialSurface: 92,
    zone: { code: 'C1', name: 'Centro', comune: 'Torino', priceMin: 2500, priceMid: 3000, priceMax: 3500, source: 'embedded', period: '2025-1' },
    adjustments: [
      { factor: 'floor', label: 'Piano e ascensore', coefficient: 1, explanation: 'Secondo piano con ascensore: nessuna correzione.' },
      { factor: 'condition', label: 'Stato', coefficient: 0.95, explanation: 'Buono stato: -5%.' },
    ],
    rangeFraction: 0.1,
    confidence: 'alta',
    unknownFactors: [],
    modelVersion: 'test-1',
    computedAt: new Date().toISOString(),
  };
}

type Overrides<T> = Partial<T>;

/** Drops undefined values, so an option left out keeps the factory's default. */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export async function createOwner(models: Models, overrides: Overrides<Parameters<Models['Owner']['create']>[0]> = {}) {
  const n = next();
  return models.Owner.create({
    name: `Cliente ${n}`,
    email: `cliente${n}@example.it`,
    phone: `333 000 ${String(n).padStart(4, '0')}`,
    gdprConsent: true,
    gdprConsentAt: new Date(),
    ...overrides,
  });
}

/** A valuation; completed (with its result) unless `completed: false`. */
export async function createValuation(
  models: Models,
  options: { userId?: number | null; completed?: boolean; value?: number; propertyData?: PropertyData; createdAt?: Date } = {},
) {
  const completed = options.completed ?? true;
  const result = completed ? sampleResult(options.value) : null;
  const propertyData = options.propertyData ?? SAMPLE_PROPERTY;
  const createdAt = options.createdAt ?? new Date();
  return models.Valuation.create({
    id: publicId(),
    userId: options.userId ?? null,
    status: completed ? 'completed' : 'pending',
    step: completed ? 'complete' : 'surface',
    city: propertyData.city ?? null,
    comuneCode: null,
    propertyType: propertyData.propertyType ?? null,
    squareMeters: propertyData.squareMeters ?? null,
    propertyData: { ...propertyData },
    result: result ? { ...result } : null,
    estimatedValue: result?.estimatedValue ?? null,
    minValue: result?.minValue ?? null,
    maxValue: result?.maxValue ?? null,
    pricePerSqm: result?.pricePerSqm ?? null,
    completedAt: completed ? new Date(createdAt.getTime() + 4 * 60_000) : null,
    createdAt,
  });
}

export async function createConversation(models: Models, valuationId: string, turns: Array<['user' | 'assistant', string]>) {
  for (const [role, content] of turns) await models.ChatMessage.create({ valuationId, role, content, metadata: null });
}

export async function createContact(models: Models, overrides: Overrides<Parameters<Models['Contact']['create']>[0]> = {}) {
  const n = next();
  return models.Contact.create({
    userId: null,
    valuationId: null,
    name: `Lead ${n}`,
    email: `lead${n}@example.it`,
    phone: `347 111 ${String(n).padStart(4, '0')}`,
    notes: null,
    preferredTime: 'mattina',
    privacyAccepted: true,
    consentEmail: true,
    consentWhatsapp: false,
    consentsRecordedAt: new Date(),
    privacyNoticeVersion: '2025-07',
    ...overrides,
  });
}

/** What the chat leaves behind for one lead: owner, completed valuation, conversation, contact. */
export async function createLead(
  models: Models,
  options: { name?: string; email?: string; phone?: string; value?: number; createdAt?: Date; userId?: number } = {},
) {
  const owner =
    options.userId !== undefined
      ? await models.Owner.findByPk(options.userId, { rejectOnEmpty: true })
      : await createOwner(models, defined({ name: options.name, email: options.email, phone: options.phone }));
  const valuation = await createValuation(models, { userId: owner.id, value: options.value, createdAt: options.createdAt });
  await createConversation(models, valuation.id, [
    ['assistant', 'Ciao, sono Amelia! In che città si trova il tuo immobile?'],
    ['user', 'Torino'],
    ['assistant', "Qual è l'indirizzo?"],
    ['user', 'Via Roma 10'],
  ]);
  const contact = await createContact(models, {
    userId: owner.id,
    valuationId: valuation.id,
    name: options.name ?? owner.name ?? 'Lead',
    email: options.email ?? owner.email,
    phone: options.phone ?? owner.phone ?? '333 0000000',
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  return { owner, valuation, contact };
}

export async function createAppointment(models: Models, overrides: Overrides<Parameters<Models['Appointment']['create']>[0]> = {}) {
  return models.Appointment.create({
    contactId: null,
    userId: null,
    valuationId: null,
    phone: '333 1234567',
    preferredTime: 'pomeriggio',
    requestedDate: null,
    requestedTime: null,
    whatsappOk: true,
    notes: null,
    privacyAccepted: true,
    consentEmail: false,
    consentWhatsapp: true,
    consentsRecordedAt: new Date(),
    privacyNoticeVersion: '2025-07',
    ...overrides,
  });
}

const consents = () => ({
  privacyAccepted: true,
  consentEmail: false,
  consentWhatsapp: false,
  consentsRecordedAt: new Date(),
  privacyNoticeVersion: '2025-07',
});

export async function createAssistanceRequest(models: Models, overrides: Overrides<Parameters<Models['AssistanceRequest']['create']>[0]> = {}) {
  const n = next();
  return models.AssistanceRequest.create({
    name: `Richiedente ${n}`,
    email: `aiuto${n}@example.it`,
    phone: '011 5551234',
    message: 'Non riesco a completare la valutazione.',
    ...consents(),
    ...overrides,
  });
}

export async function createSellerContact(models: Models, overrides: Overrides<Parameters<Models['SellerContact']['create']>[0]> = {}) {
  const n = next();
  return models.SellerContact.create({
    fullName: `Venditore ${n}`,
    email: `venditore${n}@example.it`,
    phone: '340 9876543',
    propertyAddress: 'Corso Francia 100, Torino',
    ...consents(),
    ...overrides,
  });
}

export async function createUnsupportedCityContact(
  models: Models,
  overrides: Overrides<Parameters<Models['UnsupportedCityContact']['create']>[0]> = {},
) {
  const n = next();
  return models.UnsupportedCityContact.create({
    kind: 'request',
    valuationId: null,
    firstName: `Nome${n}`,
    lastName: 'Bianchi',
    email: `fuori${n}@example.it`,
    phone: '0123 456789',
    city: 'Cuneo',
    motivation: 'Vorrei vendere la casa dei nonni.',
    propertyDescription: null,
    ...consents(),
    ...overrides,
  });
}

export async function recordEvents(models: Models, type: EventType, count: number, createdAt?: Date) {
  for (let index = 0; index < count; index += 1) {
    await models.AppEvent.create({ type, valuationId: null, metadata: null, ...(createdAt ? { createdAt } : {}) });
  }
}

export async function recordVisits(models: Models, visitorHash: string, paths: string[]) {
  for (const path of paths) await models.PageVisit.create({ visitorHash, path });
}
