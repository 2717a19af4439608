import { describe, expect, it } from 'vitest';
import { embeddedZonePrice } from './embedded-prices.js';

describe('embedded price tables', () => {
  it("gives a Turin zone's asking prices", () => {
    const zone = embeddedZonePrice({ istat: '001272', name: 'Torino' }, 'b8');
    expect(zone).toMatchObject({ code: 'B8', comune: 'Torino', precision: 'zone', source: 'embedded' });
    expect(zone.priceMid).toBeGreaterThan(2700);
    expect(zone.priceMin).toBeLessThan(zone.priceMid);
    expect(zone.priceMax).toBeGreaterThan(zone.priceMid);
  });

  it('falls back to the city average for Turin without a zone', () => {
    expect(embeddedZonePrice({ istat: '001272', name: 'Torino' }, null)).toMatchObject({ precision: 'comune', name: 'Media cittadina' });
  });

  it("uses a belt comune's own OMI zone, or the median of its residential zones", () => {
    const moncalieri = { istat: '001156', name: 'Moncalieri' };
    expect(embeddedZonePrice(moncalieri, 'C1')).toMatchObject({ code: 'C1', precision: 'zone', priceMid: 1980 });
    const aggregate = embeddedZonePrice(moncalieri, null);
    expect(aggregate).toMatchObject({ precision: 'comune', comune: 'Moncalieri' });
    // Moncalieri's industrial zone D2 is left out of the comune's aggregate.
    expect(aggregate.priceMin).toBe(1200);
  });

  it('uses the belt prior for a covered comune without zone data', () => {
    expect(embeddedZonePrice({ istat: '001292', name: 'Venaria Reale' })).toMatchObject({ precision: 'fallback', priceMid: 1640 });
  });
});
