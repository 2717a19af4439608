/**
 * The answers of the back-office calls under /api/admin, as the API sends them and the admin UI reads them:
 * the one declaration both sides compile against. Some fields go by two names (range_min and valuationMin,
 * created_at and createdAt); the API sends both, so a reader of either name finds it. Statuses carry their
 * unions from statuses.ts.
 */
import type {
  AppointmentStatus,
  AssistanceStatus,
  ContactStatus,
  LeadType,
  SellerContactStatus,
  UnsupportedCityStatus,
  UserAppointmentStatus,
  UserContactStatus,
} from './statuses.js';
import type { TimeFilter } from './time-filters.js';
import type { AppointmentAction, AppointmentSource } from './appointments.js';
import type { ChatFunnel, SpeedToLead } from './lead-metrics.js';
import type { LeadOutcomeEvent, LeadOutcomeView } from './outcomes.js';
import type { AdminValuation } from './valuation/index.js';

/** The summary of a lead's valuation in the contacts list. */
export interface ContactListValuation {
  id: string;
  city: string | null;
  propertyType: string | null;
  squareMeters: number | null;
  /** Null while the valuation is not completed ('Non completata'). */
  valuationValue: number | null;
  range_min: number | null;
  range_max: number | null;
  completed: boolean;
}

export interface ContactListItem {
  id: number;
  name: string;
  email: string;
  phone: string;
  status: ContactStatus;
  leadType: LeadType;
  createdAt: string;
  userId: number | null;
  /** Valuations of the same customer (the user the lead belongs to). */
  user_valuations_count: number;
  /** Absent when the lead has no valuation ('Non disponibile'). */
  valuation: ContactListValuation | null;
  /** The id of the member the lead is assigned to ('Assegnato a'), null while nobody is. */
  assigned_to: number | null;
}

/** GET /api/admin/contacts?limit&offset[&search][&timeFilter]: one page, and how many match in all. */
export interface ContactsListResponse {
  contacts: ContactListItem[];
  totalCount: number;
}

export interface AdminAppointment {
  id: number;
  contact_id: number | null;
  user_id: number | null;
  phone: string;
  requested_date: string | null;
  requested_time: string | null;
  status: AppointmentStatus;
  notes: string | null;
  whatsapp_ok: boolean;
  preferred_time: string | null;
  valuation_id: string | null;
  created_at: string;
  /** Name of the lead, for the dashboard's list. */
  contact_name?: string | null;
  /** Where the request came from, and who asked (the form's name and e-mail, or the chat lead's). */
  source: AppointmentSource;
  name: string | null;
  email: string | null;
  /** When it takes place, once confirmed (an ISO instant), and until when. */
  scheduled_at: string | null;
  ends_at: string | null;
  assignee_id: number | null;
  assignee_name: string | null;
  location: string | null;
  cancel_reason: string | null;
  /** The changes its state allows, for the buttons. */
  actions: AppointmentAction[];
}

export interface ConversationMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

export interface AdminConversation {
  /** The conversation is the valuation's chat, so it shares the valuation's id. */
  id: string;
  valuation_id: string;
  created_at: string;
  completed: boolean;
  messages: ConversationMessage[];
}

/** GET /api/admin/valuations/{id}/conversation */
export interface ConversationResponse {
  conversation: AdminConversation;
  messages: ConversationMessage[];
}

export interface ContactDetail {
  id: number;
  name: string;
  email: string;
  phone: string;
  created_at: string;
  updated_at: string;
  admin_notes: string | null;
  status: ContactStatus;
  lead_type: LeadType;
  /** What the owner wrote in the contact form. */
  notes: string | null;
  preferred_time: string | null;
  source: string;
  user_id: number | null;
  valuation_id: string | null;
  privacy_accepted: boolean;
  consent_email: boolean;
  consent_whatsapp: boolean;
  consents_recorded_at: string | null;
  /** The id of the member the lead is assigned to ('Assegnato a'), null while nobody is. */
  assigned_to: number | null;
}

/** GET /api/admin/contacts/{id}/details */
export interface ContactDetailsResponse {
  contact: ContactDetail;
  allUserValuations: AdminValuation[];
  valuationsCount: number;
  appointments: AdminAppointment[];
  /** The lead's own valuation (the one selected first). */
  valuation: AdminValuation | null;
  /** The chat of the selected valuation. */
  conversation: AdminConversation | null;
  /** How long the lead waited for its first change by staff. */
  speedToLead: SpeedToLead;
  /** What became of the home (mandate, sale, not sold), if recorded, and the outcome's changes, newest first. */
  outcome: LeadOutcomeView | null;
  outcomeHistory: LeadOutcomeEvent[];
}

/** PATCH /api/admin/contacts/{id}/update */
export interface ContactUpdateResponse {
  success: true;
  contact: ContactDetail;
}

/** DELETE /api/admin/contacts/{id}: the name of the lead that went, for the confirmation. */
export interface ContactDeleteResponse {
  success: true;
  name: string;
}

export interface DashboardStats {
  /** Unique visitor sessions of the public site. */
  visitors: number;
  valuations: number;
  chatsStarted: number;
  formsCompleted: number;
  /** Forms completed per chat started, as a percent with one decimal (12.5 = 12,5%). */
  conversionRate: number;
  /** Average seconds from a chat's start to its end (the contact form) in the period; null before the first one. */
  avgChatTime: number | null;
  /** When the latest lead arrived. */
  lastContact: string | null;
}

export interface DashboardError {
  id: number;
  kind: string;
  subject: string;
  error: string | null;
  attempts: number;
  at: string;
}

export interface ConversionPoint {
  date: string;
  chats: number;
  forms: number;
}

/** GET /api/admin/dashboard */
export interface DashboardResponse {
  stats: DashboardStats;
  recentContacts: ContactListItem[];
  /** E-mails the outbox could not deliver yet. */
  recentErrors: DashboardError[];
  upcomingAppointments: AdminAppointment[];
  /** Chats started and forms completed per day, the last 30 days (Europe/Rome). */
  conversionData: ConversionPoint[];
  /** The period the funnel and the speed to lead are computed over. */
  period: TimeFilter;
  /** Median seconds the leads of the period waited for their first change by staff; null when none was worked. */
  speedToLeadMedian: number | null;
  /** How many leads of the period were worked, out of how many arrived. */
  speedToLeadCounts: { worked: number; total: number };
  chatFunnel: ChatFunnel;
}

export interface AdminAssistanceRequest {
  id: number;
  nome: string;
  email: string;
  telefono: string;
  descrizione: string;
  status: AssistanceStatus;
  created_at: string;
  updated_at: string;
  admin_notes: string | null;
  /** The id of the member the lead is assigned to ('Assegnato a'), null while nobody is. */
  assigned_to: number | null;
}

/** GET /api/admin/assistenze */
export interface AssistanceListResponse {
  assistenze: AdminAssistanceRequest[];
}

/** PATCH /api/admin/assistenze/{id}/status and …/notes: the request as saved. */
export interface AssistanceChangeResponse {
  success: true;
  assistenza: AdminAssistanceRequest;
}

export interface AdminSellerContact {
  id: number;
  nome_completo: string;
  email: string;
  telefono: string;
  indirizzo_immobile: string | null;
  privacy_accettata: boolean;
  status: SellerContactStatus;
  admin_notes: string | null;
  created_at: string;
  updated_at: string;
  /** The id of the member the lead is assigned to ('Assegnato a'), null while nobody is. */
  assigned_to: number | null;
}

/** GET /api/admin/seller-contacts: every seller contact, newest first (the page filters them). */
export type SellerContactsListResponse = AdminSellerContact[];

/** PUT /api/admin/seller-contacts/{id}: the contact as saved. */
export interface SellerContactUpdateResponse {
  success: true;
  contact: AdminSellerContact;
}

export interface AdminUnsupportedCityContact {
  id: number;
  /** 'simple' from inside the chat, 'request' from the application form. */
  kind: 'simple' | 'request';
  nome: string;
  cognome: string | null;
  email: string | null;
  telefono: string;
  citta: string;
  /** The motive of the application form, or the home's description of the chat's form. */
  motivazione: string | null;
  status: UnsupportedCityStatus;
  admin_notes: string | null;
  created_at: string;
  valuation_id: string | null;
  /** The id of the member the lead is assigned to ('Assegnato a'), null while nobody is. */
  assigned_to: number | null;
}

/** GET /api/admin/unsupported-city-contacts */
export interface UnsupportedCityListResponse {
  contacts: AdminUnsupportedCityContact[];
  total: number;
}

/** PATCH /api/admin/unsupported-city-contacts/{id}/status and …/notes: the contact as saved. */
export interface UnsupportedCityChangeResponse {
  success: true;
  contact: AdminUnsupportedCityContact;
}

export interface AdminUserSummary {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
  created_at: string;
  last_valuation_date: string | null;
  valuations_count: number;
  gdpr_consent: boolean;
}

/** GET /api/admin/users: every user (the page searches and pages them). */
export type UsersListResponse = AdminUserSummary[];

/** GET /api/admin/users/{id} */
export interface AdminUserDetail extends AdminUserSummary {
  gdpr_consent_at: string | null;
  contacts_count: number;
  appointments_count: number;
  completed_valuations_count: number;
}

/** A lead of the user, as the user view shows it (status in the user view's words). */
export interface AdminUserContact {
  id: number;
  created_at: string;
  /** The name and phone typed in the lead's own form. */
  name: string;
  phone: string;
  /** Whether they differ from the user's own (the same e-mail typed by somebody else, or a new number). */
  differs_from_user: boolean;
  valuation_id: string | null;
  service_type: string;
  status: UserContactStatus;
  admin_notes: string | null;
}

/** An appointment of the user, as the user view shows it (status in the user view's words). */
export interface AdminUserAppointment extends Omit<AdminAppointment, 'status'> {
  status: UserAppointmentStatus;
}

/** The user view's tabs: GET /api/admin/users/{id}/{part}. */
export interface UserPartResponses {
  valuations: AdminValuation[];
  contacts: AdminUserContact[];
  appointments: AdminUserAppointment[];
  conversations: AdminConversation[];
}
