import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValuationRangeData } from '@valuta/shared/chat';
import { chatStorage } from './chat-storage';

const RESULT: ValuationRangeData = {
  valuationId: 'valutazione-di-prova-01',
  propertyData: { city: 'Torino', squareMeters: 90 },
  userData: { id: 7, name: 'Anna Conti', email: 'anna.conti@example.it', phone: '333 1234567' },
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
});

describe('the result kept on the device', () => {
  it('opens again in another tab, with its conversation after the estimate', () => {
    chatStorage.setRangeData(RESULT);
    chatStorage.setAfterEstimate(RESULT.valuationId, { appointmentSaved: true });
    // Another tab, or the browser opened again: this tab's storage is gone, the device's is not.
    sessionStorage.clear();
    expect(chatStorage.rangeData()).toEqual(RESULT);
    expect(chatStorage.afterEstimate(RESULT.valuationId)).toEqual({ appointmentSaved: true });
    expect(chatStorage.afterEstimate('un-altra-valutazione-001')).toBeNull();
  });

  it('keeps a result the tab held before results were kept on the device, once its page is open', () => {
    sessionStorage.setItem('valuationRangeData', JSON.stringify(RESULT));
    chatStorage.setAfterEstimate(RESULT.valuationId, { appointmentSaved: false });
    sessionStorage.clear();
    expect(chatStorage.rangeData()).toEqual(RESULT);
  });

  it('keeps only the latest valuation, and for 30 days', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    chatStorage.setRangeData(RESULT);
    chatStorage.setAfterEstimate(RESULT.valuationId, { appointmentSaved: true });
    const next = { ...RESULT, valuationId: 'valutazione-di-prova-02' };
    chatStorage.setRangeData(next);
    sessionStorage.clear();
    expect(chatStorage.rangeData()?.valuationId).toBe(next.valuationId);
    expect(chatStorage.afterEstimate(RESULT.valuationId)).toBeNull();

    vi.setSystemTime(new Date('2026-12-30T10:00:00Z'));
    expect(chatStorage.rangeData()?.valuationId).toBe(next.valuationId);
    vi.setSystemTime(new Date('2027-01-01T10:00:00Z'));
    expect(chatStorage.rangeData()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
