/**
 * 'Modelli di messaggio' filled in for a lead: the owner's name, the estimate they were shown, the member who
 * writes and the agency; with the link that opens the message in the member's WhatsApp or mail app. Sending is
 * the member's: the card logs it afterwards (POST …/messages).
 */
import { fillTemplate, formatEuro, type RenderedMessageResponse } from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import { notFound } from '../infra/errors.js';
import { authorName, type ActivityAuthor } from './activities.service.js';
import { mailtoLink, whatsappLink } from './contact-links.js';
import type { WorkSettingsService } from './work-settings.service.js';

export function createTemplates({ db, settings }: { db: Database; settings: Pick<WorkSettingsService, 'rules'> }) {
  const { Contact, Valuation } = db.models;

  return {
    /** GET /api/admin/contacts/:id/messages/:templateId */
    async render(author: ActivityAuthor, contactId: number, templateId: string): Promise<RenderedMessageResponse> {
      const [contact, rules] = await Promise.all([
        Contact.findByPk(contactId, { attributes: ['id', 'name', 'email', 'phone', 'valuationId'] }),
        settings.rules(),
      ]);
      if (!contact) throw notFound('Contatto non trovato');
      const template = rules.templates.find((candidate) => candidate.id === templateId);
      if (!template) throw notFound('Modello di messaggio non trovato');
      const valuation = contact.valuationId ? await Valuation.findByPk(contact.valuationId, { attributes: ['estimatedValue'] }) : null;
      const values = {
        '{nome}': contact.name,
        '{stima}': valuation?.estimatedValue ? formatEuro(valuation.estimatedValue) : '',
        '{agente}': authorName(author),
        '{agenzia}': rules.agencyName,
      };
      const text = fillTemplate(template.body, values);
      const subject = template.channel === 'email' ? fillTemplate(template.subject, values) : null;
      return {
        templateId,
        channel: template.channel,
        subject,
        text,
        href: template.channel === 'whatsapp' ? whatsappLink(contact.phone, text) : mailtoLink(contact.email, subject ?? undefined, text),
      };
    },
  };
}
