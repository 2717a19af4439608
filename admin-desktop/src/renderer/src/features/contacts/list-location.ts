/**
 * The contacts list a card was opened from (its path and query: search, period, page and filters), carried
 * in the router's location state so the card's back link and its delete return to that exact list, also
 * after a reload of the card (the browser keeps history state).
 */
const CONTACTS_PATH = '/contatti';

export interface FromList {
  fromList?: string;
}

export function listStateOf(search: string): FromList {
  return { fromList: `${CONTACTS_PATH}${search}` };
}

/** The list to go back to: the one the card was opened from when it is a contacts list, else the first page. */
export function backToListPath(state: unknown): string {
  const from = (state as FromList | null)?.fromList;
  return typeof from === 'string' && (from === CONTACTS_PATH || from.startsWith(`${CONTACTS_PATH}?`)) ? from : CONTACTS_PATH;
}

/** The page to show when the one asked for is past the last (after a delete): the last page, or the first. */
export function pageWithinRange(page: number, totalPages: number): number {
  return Math.max(1, Math.min(page, totalPages));
}
