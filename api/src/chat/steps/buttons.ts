import { NOT_SURE_LABEL, NOT_SURE_VALUE, type ChatButton } from '@valuta/shared';

/** Buttons several questions share; their values read the same way as typed words. */
export const YES_NO: ChatButton[] = [
  { label: 'Sì', value: 'si' },
  { label: 'No', value: 'no' },
];

export const NOT_SURE: ChatButton = { label: NOT_SURE_LABEL, value: NOT_SURE_VALUE };

export const withNotSure = (buttons: ChatButton[]): ChatButton[] => [...buttons, NOT_SURE];
