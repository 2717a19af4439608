/**
 * How the agency works its leads, set in 'Impostazioni agenzia': 'Tempo di primo contatto' (the minutes of
 * opening time within which a new lead should be contacted) and 'Modelli di messaggio' (the WhatsApp and e-mail
 * texts the card fills in for a lead).
 */
import { z } from 'zod';
import { TOO_LONG_MESSAGE } from '../fields.js';
import type { MessageChannel } from '../leads/index.js';

export const DEFAULT_FIRST_CONTACT_MINUTES = 15;
const FIRST_CONTACT_MESSAGE = 'Il tempo di primo contatto va da 1 a 1440 minuti.';

/**
 * The words a template may hold, each replaced for the lead: the owner's name, the estimate the owner was shown
 * ('' when there is none), the member's name, the agency's name.
 */
export const TEMPLATE_PLACEHOLDERS = ['{nome}', '{stima}', '{agente}', '{agenzia}'] as const;
export const TEMPLATE_PLACEHOLDER_LABELS: Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string> = {
  '{nome}': 'Nome del proprietario',
  '{stima}': 'Stima mostrata al proprietario',
  '{agente}': 'Nome di chi scrive',
  '{agenzia}': "Nome dell'agenzia",
};

const CHANNEL_MESSAGE = 'Canale non valido: WhatsApp o e-mail.';

export const MessageTemplateSchema = z
  .object({
    id: z.string({ error: 'Identificativo non valido' }).regex(/^[a-z0-9-]{1,40}$/, { error: 'Identificativo non valido' }),
    channel: z.enum(['whatsapp', 'email'], { error: CHANNEL_MESSAGE }),
    name: z.string({ error: 'Il nome del modello è obbligatorio.' }).trim().min(2, { error: 'Il nome del modello è obbligatorio.' }).max(80, {
      error: TOO_LONG_MESSAGE,
    }),
    /** E-mail only; '' for WhatsApp. */
    subject: z.string({ error: 'Oggetto non valido.' }).trim().max(200, { error: TOO_LONG_MESSAGE }).default(''),
    body: z.string({ error: 'Il testo del modello è obbligatorio.' }).trim().min(2, { error: 'Il testo del modello è obbligatorio.' }).max(2000, {
      error: TOO_LONG_MESSAGE,
    }),
  })
  .refine((template) => template.channel === 'whatsapp' || template.subject !== '', {
    error: "L'oggetto dell'e-mail è obbligatorio.",
    path: ['subject'],
  });
export type MessageTemplate = z.output<typeof MessageTemplateSchema>;
export type MessageTemplateInput = z.input<typeof MessageTemplateSchema>;

/** PUT /api/admin/work-settings (titolare): the whole document at once. */
export const WorkSettingsSchema = z.object({
  firstContactMinutes: z
    .number({ error: FIRST_CONTACT_MESSAGE })
    .int({ error: FIRST_CONTACT_MESSAGE })
    .min(1, { error: FIRST_CONTACT_MESSAGE })
    .max(1440, { error: FIRST_CONTACT_MESSAGE }),
  templates: z
    .array(MessageTemplateSchema, { error: 'Modelli non validi.' })
    .max(30, { error: 'Al massimo 30 modelli.' })
    .refine((templates) => new Set(templates.map((template) => template.id)).size === templates.length, {
      error: 'Due modelli hanno lo stesso identificativo.',
    }),
});
export type WorkSettings = z.output<typeof WorkSettingsSchema>;
export type WorkSettingsInput = z.input<typeof WorkSettingsSchema>;

/** GET and PUT /api/admin/work-settings (every member reads them: the card needs the templates). */
export interface WorkSettingsResponse extends WorkSettings {
  /** Null until the titolare first saves them (the defaults apply). */
  updatedAt: string | null;
}

/** GET /api/admin/contacts/{id}/messages/{templateId}: a template filled in for the lead, ready to send. */
export interface RenderedMessageResponse {
  templateId: string;
  channel: MessageChannel;
  /** E-mail only; null for WhatsApp. */
  subject: string | null;
  text: string;
  /**
   * The link that opens the message in the member's app: `https://wa.me/<number>?text=…` or
   * `mailto:<address>?subject=…&body=…`; null when the lead has no usable number or address.
   */
  href: string | null;
}

/** Fills a template's placeholders; an unknown `{word}` stays as written. */
export function fillTemplate(text: string, values: Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>): string {
  return text.replace(/\{(nome|stima|agente|agenzia)\}/g, (placeholder) => values[placeholder as keyof typeof values]);
}
