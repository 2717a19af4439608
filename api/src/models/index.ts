import type { Sequelize } from 'sequelize';
import { AgencyPhoto } from './AgencyPhoto.js';
import { AgencySettingsRecord } from './AgencySettingsRecord.js';
import { AppEvent } from './AppEvent.js';
import { Appointment } from './Appointment.js';
import { AssistanceRequest } from './AssistanceRequest.js';
import { AuditLogEntry } from './AuditLogEntry.js';
import { Booking } from './Booking.js';
import { ChatMessage } from './ChatMessage.js';
import { ComuneCoverage } from './ComuneCoverage.js';
import { ConsultationRequest } from './ConsultationRequest.js';
import { Contact } from './Contact.js';
import { LeadOutcome } from './LeadOutcome.js';
import { OutboxEmail } from './OutboxEmail.js';
import { Owner } from './Owner.js';
import { OwnerLink } from './OwnerLink.js';
import { OwnerSession } from './OwnerSession.js';
import { OwnerValueUpdate } from './OwnerValueUpdate.js';
import { PageVisit } from './PageVisit.js';
import { PartnerApplication } from './PartnerApplication.js';
import { PriceZone } from './PriceZone.js';
import { RateLimitCounter } from './RateLimitCounter.js';
import { SellerContact } from './SellerContact.js';
import { SellingEntry } from './SellingEntry.js';
import { SessionRecord } from './SessionRecord.js';
import { TeamMember } from './TeamMember.js';
import { UnsupportedCityContact } from './UnsupportedCityContact.js';
import { Valuation } from './Valuation.js';
import { ValuationVersion } from './ValuationVersion.js';
import { ZoneCorrection } from './ZoneCorrection.js';
import { ZoneCorrectionSet } from './ZoneCorrectionSet.js';

/**
 * Initialises every model on one Sequelize instance, then wires the associations. Sequelize models are
 * bound to one instance at a time, so a process works with one database (tests open one per test file).
 */
export function initModels(sequelize: Sequelize) {
  const models = {
    AgencyPhoto: AgencyPhoto.initModel(sequelize),
    AgencySettingsRecord: AgencySettingsRecord.initModel(sequelize),
    AppEvent: AppEvent.initModel(sequelize),
    Appointment: Appointment.initModel(sequelize),
    AssistanceRequest: AssistanceRequest.initModel(sequelize),
    AuditLogEntry: AuditLogEntry.initModel(sequelize),
    Booking: Booking.initModel(sequelize),
    ChatMessage: ChatMessage.initModel(sequelize),
    ComuneCoverage: ComuneCoverage.initModel(sequelize),
    ConsultationRequest: ConsultationRequest.initModel(sequelize),
    Contact: Contact.initModel(sequelize),
    LeadOutcome: LeadOutcome.initModel(sequelize),
    OutboxEmail: OutboxEmail.initModel(sequelize),
    Owner: Owner.initModel(sequelize),
    OwnerLink: OwnerLink.initModel(sequelize),
    OwnerSession: OwnerSession.initModel(sequelize),
    OwnerValueUpdate: OwnerValueUpdate.initModel(sequelize),
    PageVisit: PageVisit.initModel(sequelize),
    PartnerApplication: PartnerApplication.initModel(sequelize),
    PriceZone: PriceZone.initModel(sequelize),
    RateLimitCounter: RateLimitCounter.initModel(sequelize),
    SellerContact: SellerContact.initModel(sequelize),
    SellingEntry: SellingEntry.initModel(sequelize),
    SessionRecord: SessionRecord.initModel(sequelize),
    TeamMember: TeamMember.initModel(sequelize),
    UnsupportedCityContact: UnsupportedCityContact.initModel(sequelize),
    Valuation: Valuation.initModel(sequelize),
    ValuationVersion: ValuationVersion.initModel(sequelize),
    ZoneCorrection: ZoneCorrection.initModel(sequelize),
    ZoneCorrectionSet: ZoneCorrectionSet.initModel(sequelize),
  };

  Owner.hasMany(Valuation, { foreignKey: 'userId', as: 'valuations' });
  Valuation.belongsTo(Owner, { foreignKey: 'userId', as: 'owner' });
  Owner.hasMany(Contact, { foreignKey: 'userId', as: 'contacts' });
  Contact.belongsTo(Owner, { foreignKey: 'userId', as: 'owner' });
  Owner.hasMany(Appointment, { foreignKey: 'userId', as: 'appointments' });
  Appointment.belongsTo(Owner, { foreignKey: 'userId', as: 'owner' });
  Valuation.hasMany(ChatMessage, { foreignKey: 'valuationId', as: 'messages' });
  ChatMessage.belongsTo(Valuation, { foreignKey: 'valuationId', as: 'valuation' });
  Valuation.hasMany(Contact, { foreignKey: 'valuationId', as: 'contacts' });
  Contact.belongsTo(Valuation, { foreignKey: 'valuationId', as: 'valuation' });
  Contact.hasMany(Appointment, { foreignKey: 'contactId', as: 'appointments' });
  Appointment.belongsTo(Contact, { foreignKey: 'contactId', as: 'contact' });
  Appointment.belongsTo(Valuation, { foreignKey: 'valuationId', as: 'valuation' });
  ZoneCorrectionSet.hasMany(ZoneCorrection, { foreignKey: 'setId', as: 'corrections' });

  return models;
}

export type Models = ReturnType<typeof initModels>;
