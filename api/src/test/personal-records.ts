/**
 * A person's rows in every table that can hold them, created through the models as the public side stores
 * them, for the tests of the data rights.
 */
import type { Models } from '../models/index.js';
import { createAppointment, createAssistanceRequest, createLead, createSellerContact, createUnsupportedCityContact } from './factories.js';

export interface Person {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** Everything about one person across the tables, with their e-mail and phone written in several ways. */
export async function seedPerson(models: Models, who: Person) {
  const lead = await createLead(models, who);
  await models.ChatMessage.create({ valuationId: lead.valuation.id, role: 'user', content: `Scrivetemi a ${who.email}`, metadata: null });
  await models.Valuation.update(
    { propertyData: { city: 'Torino', address: who.address, formattedAddress: `${who.address}, Torino` } },
    { where: { id: lead.valuation.id } },
  );
  // A refined estimate (its versions copy the result, the address with it) and the sale recorded on the lead.
  for (const version of [1, 2]) {
    await models.ValuationVersion.create({
      valuationId: lead.valuation.id,
      version,
      estimatedValue: 300_000,
      minValue: 270_000,
      maxValue: 330_000,
      pricePerSqm: 3_333,
      result: { ...(lead.valuation.result as object), formattedAddress: `${who.address}, Torino` },
      changes: version === 1 ? [] : [{ field: 'rooms', label: 'Locali', from: null, to: '3' }],
      createdAt: new Date(),
    });
  }
  await models.LeadOutcome.create({ contactId: lead.contact.id, valuationId: lead.valuation.id, outcome: 'not_sold' });
  const appointment = await createAppointment(models, {
    contactId: lead.contact.id,
    valuationId: lead.valuation.id,
    phone: who.phone.replace(/\s/g, ''),
  });
  const seller = await createSellerContact(models, { fullName: who.name, email: who.email.toUpperCase(), phone: who.phone.replace('+39 ', '') });
  const assistance = await createAssistanceRequest(models, { name: who.name, email: who.email, phone: who.phone });
  const unsupported = await createUnsupportedCityContact(models, {
    firstName: who.name.split(' ')[0]!,
    lastName: who.name.split(' ')[1]!,
    email: who.email,
    phone: who.phone,
  });
  await models.Booking.create({
    firstName: who.name.split(' ')[0]!,
    lastName: who.name.split(' ')[1]!,
    email: who.email,
    phone: who.phone,
    valuation: '250000',
    comune: 'Torino',
    requestedTime: 'mattina',
    notes: null,
    privacyAccepted: true,
    consentEmail: true,
    consentWhatsapp: false,
    consentsRecordedAt: new Date('2026-03-01T10:00:00Z'),
    privacyNoticeVersion: '2025-07',
  });
  await models.OutboxEmail.create({
    kind: 'valuation_result',
    toAddress: who.email,
    subject: 'La tua valutazione',
    textBody: `Gentile ${who.name}, ecco la stima.`,
    nextAttemptAt: new Date(),
  });
  await models.OutboxEmail.create({
    kind: 'lead_notification',
    toAddress: 'agenzia@example.it',
    replyTo: null,
    subject: `Nuovo contatto: ${who.name}`,
    textBody: `${who.name} · ${who.email} · ${who.phone}`,
    nextAttemptAt: new Date(),
  });
  await models.AuditLogEntry.create({
    adminUserId: null,
    adminEmail: 'titolare@agenzia.it',
    action: 'update',
    entityType: 'contact',
    entityId: String(lead.contact.id),
    before: { adminNotes: null },
    after: { adminNotes: `Richiamare ${who.name} al ${who.phone}` },
  });
  return { ...lead, appointment, seller, assistance, unsupported };
}
