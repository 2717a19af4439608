import { useEffect, useState } from 'react';
import type { ValuationPageResponse } from '@valuta/shared/valuation';
import { loadValuationPage } from '../../lib/api';

export type ValuationPageState = { status: 'loading' } | { status: 'ready'; valuation: ValuationPageResponse } | { status: 'missing' };

const LOADING: ValuationPageState = { status: 'loading' };

/** GET /api/valuation/:id; any failure means 'not yet available' to the visitor and is only logged. */
export function useValuationPage(valuationId: string | null): ValuationPageState {
  // The answer is kept with the id it answers, so another id reads as loading until its own answer arrives.
  const [loaded, setLoaded] = useState<{ valuationId: string; state: ValuationPageState } | null>(null);

  useEffect(() => {
    if (!valuationId) return;
    let current = true;
    loadValuationPage(valuationId)
      .then((valuation) => {
        if (!current) return;
        const estimated = Number.isFinite(valuation?.estimatedValue) && valuation.estimatedValue > 0;
        setLoaded({ valuationId, state: estimated ? { status: 'ready', valuation } : { status: 'missing' } });
      })
      .catch((error: unknown) => {
        console.warn('Valutazione non caricata', error);
        if (current) setLoaded({ valuationId, state: { status: 'missing' } });
      });
    return () => {
      current = false;
    };
  }, [valuationId]);

  return loaded !== null && loaded.valuationId === valuationId ? loaded.state : LOADING;
}
