/**
 * Preferred contact times. The public forms promise 9:00-13:00 for the morning while the back-office
 * contact view shows 9:00-12:00: each screen keeps the hours it has always shown, so both are kept.
 */
export const TIME_SLOTS = ['mattina', 'pomeriggio'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
export const DEFAULT_TIME_SLOT: TimeSlot = 'mattina';

export const PUBLIC_TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  mattina: 'Mattina (9:00-13:00)',
  pomeriggio: 'Pomeriggio (14:00-18:00)',
};

export const ADMIN_TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  mattina: 'Mattina (9:00-12:00)',
  pomeriggio: 'Pomeriggio (14:00-18:00)',
};

export function adminTimeSlotLabel(slot: string | null | undefined): string {
  return ADMIN_TIME_SLOT_LABELS[slot as TimeSlot] ?? slot ?? '';
}
