import { useEffect, useState } from 'react';
import type { ValuationPageResponse } from '@valuta/shared/chat';
import { loadValuationPage } from '../../lib/api';

export type ValuationPageState = { status: 'loading' } | { status: 'ready'; valuation: ValuationPageResponse } | { status: 'missing' };

/** GET /api/valuation/:id; any failure means 'not yet available' to the visitor and is only logged. */
export function useValuationPage(valuationId: string | null): ValuationPageState {
  const [state, setState] = useState<ValuationPageState>({ status: 'loading' });

  useEffect(() => {
    if (!valuationId) return;
    let current = true;
    setState({ status: 'loading' });
    loadValuationPage(valuationId)
      .then((valuation) => {
        if (!current) return;
        const estimated = Number.isFinite(valuation?.estimatedValue) && valuation.estimatedValue > 0;
        setState(estimated ? { status: 'ready', valuation } : { status: 'missing' });
      })
      .catch((error: unknown) => {
        console.warn('Valutazione non caricata', error);
        if (current) setState({ status: 'missing' });
      });
    return () => {
      current = false;
    };
  }, [valuationId]);

  return state;
}
