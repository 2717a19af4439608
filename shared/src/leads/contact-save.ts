/**
 * What the chat's contact form sends (POST /api/contact/save) and what saving it answers: the owner as the
 * public side knows them from then on, and the estimate. Without zod: the result page reads it too (the form's
 * schemas are in contact-form.ts).
 */
import type { ValuationSummary } from '../valuation/index.js';
import type { ChatContactForm, ContactDataInput } from './contact-form.js';

/** The owner as the public side knows them after the contact form: the userData of the session. */
export interface UserData {
  id: number;
  name: string;
  email: string;
  phone: string;
}

/** POST /api/contact/save */
export interface ContactSaveResponse {
  success: true;
  userData: UserData;
  /** The estimate, computed as the lead was stored (null only if the model could not value the home). */
  valuation: ValuationSummary | null;
  /** True only when the estimate's e-mail was queued for a configured mail server: the pages say so only then. */
  estimateEmailed: boolean;
}

/** The payload of POST /api/contact/save that the chat form produces from its fields. */
export function toContactData(form: ChatContactForm): ContactDataInput {
  return {
    name: form.name,
    email: form.email,
    phone: form.phone,
    notes: form.notes,
    sendEmail: true,
    accetto_privacy: form.privacy,
    consenso_email: form.consenso_email,
    consenso_whatsapp: form.consenso_whatsapp,
  };
}
