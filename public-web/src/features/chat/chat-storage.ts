/**
 * What the chat keeps in the tab's session storage: the valuation in progress (so a reload resumes it), the
 * data the result page needs (key 'valuationRangeData'), and the conversation after the estimate. The result and
 * its conversation are also kept on the device (local storage) for DEVICE_RESULT_DAYS, the latest valuation only,
 * so the result page opens again in another tab or after the browser was closed, a booking made there included.
 * Either storage can be missing or full (private windows, quotas): every access fails quietly.
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

/** The latest result on this device, with its conversation after the estimate. */
const DEVICE_RESULT_KEY = 'valuationResult';
const DEVICE_RESULT_DAYS = 30;
interface DeviceResult {
  savedAt: number;
  rangeData: ValuationRangeData;
  afterEstimate?: unknown;
}

type Area = 'session' | 'device';

function storage(area: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string, area: Area = 'session'): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, area: Area = 'session') {
  try {
    if (value === null) storage(area)?.removeItem(key);
    else storage(area)?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs the resume after a reload.
  }
}

function readJson<T>(key: string, area: Area = 'session'): T | null {
  const text = read(key, area);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const isRangeData = (data: ValuationRangeData | null | undefined): data is ValuationRangeData =>
  Boolean(data && typeof data.valuationId === 'string' && data.valuationId);

/** The result kept on the device, unless older than DEVICE_RESULT_DAYS (then it is removed). */
function deviceResult(): DeviceResult | null {
  const stored = readJson<DeviceResult>(DEVICE_RESULT_KEY, 'device');
  if (!stored || !isRangeData(stored.rangeData) || typeof stored.savedAt !== 'number') return null;
  if (Date.now() - stored.savedAt > DEVICE_RESULT_DAYS * 24 * 60 * 60 * 1000) {
    write(DEVICE_RESULT_KEY, null, 'device');
    return null;
  }
  return stored;
}

const writeDeviceResult = (result: DeviceResult) => write(DEVICE_RESULT_KEY, JSON.stringify(result), 'device');

/** Set when this page load produced or updated the result (the chat just ended): a reload starts without it. */
let resultOfThisPageLoad = false;

export const chatStorage = {
  inProgress(): ChatInProgress | null {
    const data = readJson<ChatInProgress>(CHAT_IN_PROGRESS_KEY);
    return data && typeof data.valuationId === 'string' && data.valuationId ? data : null;
  },
  setInProgress: (chat: ChatInProgress | null) => write(CHAT_IN_PROGRESS_KEY, chat && JSON.stringify(chat)),

  /** The result page's data: this tab's, or else the latest result kept on the device. */
  rangeData(): ValuationRangeData | null {
    const data = readJson<ValuationRangeData>(VALUATION_RANGE_STORAGE_KEY);
    return isRangeData(data) ? data : (deviceResult()?.rangeData ?? null);
  },
  /** True when the result was made in this page load, false after a reload or on a later visit. */
  resultIsFresh: () => resultOfThisPageLoad,
  setRangeData: (data: ValuationRangeData) => {
    resultOfThisPageLoad = true;
    write(VALUATION_RANGE_STORAGE_KEY, JSON.stringify(data));
    const kept = deviceResult();
    const sameValuation = kept?.rangeData.valuationId === data.valuationId;
    writeDeviceResult({
      savedAt: sameValuation ? kept.savedAt : Date.now(),
      rangeData: data,
      afterEstimate: sameValuation ? kept.afterEstimate : undefined,
    });
  },

  afterEstimate: <T>(valuationId: string): T | null => {
    const inTab = readJson<T>(AFTER_ESTIMATE_PREFIX + valuationId);
    if (inTab) return inTab;
    const kept = deviceResult();
    return kept?.rangeData.valuationId === valuationId ? ((kept.afterEstimate as T | undefined) ?? null) : null;
  },
  setAfterEstimate: (valuationId: string, state: unknown) => {
    write(AFTER_ESTIMATE_PREFIX + valuationId, JSON.stringify(state));
    const kept = deviceResult();
    if (kept?.rangeData.valuationId === valuationId) {
      writeDeviceResult({ ...kept, afterEstimate: state });
      return;
    }
    // A result this tab holds but the device does not yet (saved before results were kept on the device).
    const inTab = readJson<ValuationRangeData>(VALUATION_RANGE_STORAGE_KEY);
    if (isRangeData(inTab) && inTab.valuationId === valuationId) writeDeviceResult({ savedAt: Date.now(), rangeData: inTab, afterEstimate: state });
  },
};
