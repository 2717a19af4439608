/**
 * The two e-mails of a valuation lead: the estimate to the owner, the lead to the agency. The estimate goes to
 * the address typed in the contact form, which nobody has verified: it carries what the server computed (the
 * figures, the kind and size of the home, the comune and quartiere it recognised) and what the agency writes,
 * never a text the owner typed (the name, the notes, the street), so the form cannot deliver anyone's words to
 * anyone. The agency's e-mail carries everything.
 */
import { BOOKING_PATH, BOOKING_VALUATION_PARAM, explainEstimate, formatEuro, type PropertyData, type ValuationResult } from '@valuta/shared';
import { reachSentence } from '../agency/ways-to-reach.js';
import type { Config } from '../infra/config/env.js';
import type { EmailMessage } from '../infra/mail/mailer.js';
import { placeLabel, propertyHeadline, propertyRows, rangeText } from '../valuation/property-summary.js';

export interface LeadFacts {
  contactId: number;
  valuationId: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  preferredTime?: string;
  consentEmail: boolean;
  consentWhatsapp: boolean;
  property: PropertyData;
  result: ValuationResult | null;
}

/** The booking form, which fills itself in from the valuation it names: the link carries the id only. */
function bookingUrl(config: Config, lead: LeadFacts): string {
  return `${config.publicUrl}${BOOKING_PATH}?${new URLSearchParams({ [BOOKING_VALUATION_PARAM]: lead.valuationId }).toString()}`;
}

/** 'Come abbiamo calcolato la stima': the same wording as the result page (shared/src/valuation/explanation.ts). */
function explanationBlocks(result: ValuationResult): EmailMessage['content']['blocks'] {
  const text = explainEstimate({
    zone: result.zone,
    commercialSurface: result.commercialSurface,
    adjustments: result.adjustments,
    rangeFraction: result.rangeFraction,
    confidence: result.confidence,
    unknownFactors: result.unknownFactors,
    modelVersion: result.modelVersion,
    zoneCorrection: result.zoneCorrection ?? null,
  });
  const paragraphs = (...lines: Array<string | null>) => lines.flatMap((line) => (line ? [{ paragraph: line }] : []));
  return [
    { heading: text.heading },
    ...paragraphs(text.intro, text.zonePrice, text.zoneCorrection, text.surface),
    ...(text.corrections.length
      ? [{ rows: text.corrections.map(({ label, change, reason }): [string, string] => [label, `${change} – ${reason}`]) }]
      : []),
    ...paragraphs(text.range),
  ];
}

export function ownerValuationEmail(config: Config, lead: LeadFacts, replyTo: string | null): EmailMessage {
  const { brand } = config;
  const greeting = `Ciao, grazie per aver chiesto la valutazione del tuo immobile ad ${brand.assistantName}.`;
  const blocks: EmailMessage['content']['blocks'] = lead.result
    ? [
        { paragraph: greeting },
        {
          rows: [
            ['Immobile', propertyHeadline(lead.property)],
            ['Valore stimato', rangeText(lead.result.minValue, lead.result.maxValue)],
            ['Prezzo al m²', `circa ${formatEuro(lead.result.pricePerSqm)}/m²`],
          ],
        },
        {
          paragraph:
            'La stima è indicativa: si basa sui prezzi della zona e sulle caratteristiche che ci hai descritto. Con un sopralluogo gratuito un nostro consulente può darti un valore preciso e una strategia di vendita.',
        },
        ...explanationBlocks(lead.result),
        { button: { label: 'Prenota la consulenza gratuita', url: bookingUrl(config, lead) } },
        ...reachSentence('Per qualsiasi domanda', brand, replyTo),
      ]
    : [
        { paragraph: greeting },
        {
          paragraph:
            'Abbiamo ricevuto i dati del tuo immobile. Per questa casa preferiamo una valutazione personale: un nostro consulente ti contatterà entro 24 ore.',
        },
        { rows: [['Immobile', propertyHeadline(lead.property)]] },
      ];
  return {
    kind: 'valuation_result',
    to: lead.email,
    replyTo,
    subject: lead.result ? `La valutazione del tuo immobile a ${lead.property.city ?? 'Torino'}` : 'Abbiamo ricevuto la tua richiesta di valutazione',
    content: { title: lead.result ? 'Ecco la stima del tuo immobile' : 'Richiesta di valutazione ricevuta', preheader: greeting, blocks },
  };
}

export function agencyLeadEmail(config: Config, lead: LeadFacts, to: readonly string[]): EmailMessage {
  const consents = [`privacy sì`, `e-mail ${lead.consentEmail ? 'sì' : 'no'}`, `WhatsApp ${lead.consentWhatsapp ? 'sì' : 'no'}`].join(', ');
  const estimate = lead.result
    ? `${rangeText(lead.result.minValue, lead.result.maxValue)} (stima ${formatEuro(lead.result.estimatedValue)}, affidabilità ${lead.result.confidence})`
    : 'non calcolata: serve una valutazione personale';
  return {
    kind: 'lead_notification',
    to,
    replyTo: lead.email,
    subject: `Nuovo contatto: ${lead.name} – ${placeLabel(lead.property)}`,
    content: {
      title: 'Nuovo contatto dalla valutazione online',
      preheader: `${lead.name}, ${lead.phone}`,
      blocks: [
        {
          rows: [
            ['Nome', lead.name],
            ['E-mail', lead.email],
            ['Telefono', lead.phone],
            ...(lead.notes ? ([['Note', lead.notes]] as Array<[string, string]>) : []),
            ...(lead.preferredTime ? ([['Fascia preferita', lead.preferredTime]] as Array<[string, string]>) : []),
            ['Consensi', consents],
            ['Stima', estimate],
          ],
        },
        { rows: propertyRows(lead.property) },
        { button: { label: 'Apri la scheda del contatto', url: `${config.publicUrl}/admin/contatti/${lead.contactId}` } },
      ],
    },
  };
}
