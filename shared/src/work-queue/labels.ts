/**
 * The words of 'Da fare' (its rows' kinds, their buttons) and where its counts stop, apart from queue.ts (which
 * re-exports them) because queue.ts builds its schema with zod: the back office's shell and landing page read
 * these without loading the schema library (as session.ts does for the sign-in).
 */

export const QUEUE_ROW_KINDS = ['new_lead', 'appointment_request', 'next_action', 'appointment_today'] as const;
export type QueueRowKind = (typeof QUEUE_ROW_KINDS)[number];
export const QUEUE_ROW_KIND_LABELS: Record<QueueRowKind, string> = {
  new_lead: 'Nuovo contatto',
  appointment_request: 'Appuntamento da confermare',
  next_action: 'Prossima azione',
  appointment_today: 'Appuntamento di oggi',
};

/** The one button of a row. */
export const QUEUE_ACTIONS = ['call', 'whatsapp', 'email', 'confirm', 'open'] as const;
export type QueueActionKind = (typeof QUEUE_ACTIONS)[number];
export const QUEUE_ACTION_LABELS: Record<QueueActionKind, string> = {
  call: 'Chiama',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  confirm: 'Conferma',
  open: 'Apri',
};

/**
 * Where the counts stop: a count of this number means this many or more ('99+' on a badge). The page shows the
 * first WORK_QUEUE_LIMIT rows anyway, and counting half a million uncontacted leads, or probing a thousand
 * appointments' leads for their member, on every poll of the sidebar would cost more than it tells.
 */
export const WORK_QUEUE_COUNT_CAP = 100;
