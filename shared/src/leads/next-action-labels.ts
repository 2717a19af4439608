/**
 * The words of a next action, apart from next-action.ts (which re-exports them) because that builds its schema
 * with zod: 'Da fare' shows them without loading the schema library.
 */

export const NEXT_ACTION_KINDS = ['call', 'whatsapp', 'email', 'other'] as const;
export type NextActionKind = (typeof NEXT_ACTION_KINDS)[number];
export const NEXT_ACTION_KIND_LABELS: Record<NextActionKind, string> = {
  call: 'Chiamare',
  whatsapp: 'Scrivere su WhatsApp',
  email: 'Scrivere una e-mail',
  other: 'Altro',
};

/** 'In ritardo' on the list, the card and the queue. */
export const LATE_LABEL = 'In ritardo';
