/**
 * What the chat keeps in the tab's session storage: the valuation in progress (so a reload resumes it), the
 * data the result page needs (key 'valuationRangeData'), and the conversation after the estimate.
 * Session storage can be missing or full (private windows, quotas): every access fails quietly.
 */
import { VALUATION_RANGE_STORAGE_KEY, type ValuationRangeData } from '@valuta/shared/chat';

/** The conversation in progress on /valutazione-range, with the town it was opened with from the home page. */
const CHAT_IN_PROGRESS_KEY = 'valuationChatInProgress';
export interface ChatInProgress {
  valuationId: string;
  /** The `city` parameter already sent as the first answer: reloading that address resumes, not restarts. */
  city: string | null;
}
const AFTER_ESTIMATE_PREFIX = 'valuationConversation:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs the resume after a reload.
  }
}

function readJson<T>(key: string): T | null {
  const text = read(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export const chatStorage = {
  inProgress(): ChatInProgress | null {
    const data = readJson<ChatInProgress>(CHAT_IN_PROGRESS_KEY);
    return data && typeof data.valuationId === 'string' && data.valuationId ? data : null;
  },
  setInProgress: (chat: ChatInProgress | null) => write(CHAT_IN_PROGRESS_KEY, chat && JSON.stringify(chat)),

  rangeData(): ValuationRangeData | null {
    const data = readJson<ValuationRangeData>(VALUATION_RANGE_STORAGE_KEY);
    return data && typeof data.valuationId === 'string' && data.valuationId ? data : null;
  },
  setRangeData: (data: ValuationRangeData) => write(VALUATION_RANGE_STORAGE_KEY, JSON.stringify(data)),

  afterEstimate: <T>(valuationId: string) => readJson<T>(AFTER_ESTIMATE_PREFIX + valuationId),
  setAfterEstimate: (valuationId: string, state: unknown) => write(AFTER_ESTIMATE_PREFIX + valuationId, JSON.stringify(state)),
};
