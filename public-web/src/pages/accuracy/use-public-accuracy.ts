import { useEffect, useState } from 'react';
import type { PublicAccuracyResponse } from '@valuta/shared/accuracy';
import { loadPublicAccuracy } from '../../lib/api';

export type PublicAccuracyState = { status: 'loading' } | { status: 'ready'; figures: PublicAccuracyResponse } | { status: 'failed' };

/**
 * GET /api/public/accuracy, in the browser only (an effect never runs while the server prerenders), so the
 * page's HTML carries no figure that could be stale by the time someone reads it.
 */
export function usePublicAccuracy(): PublicAccuracyState {
  const [state, setState] = useState<PublicAccuracyState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadPublicAccuracy()
      .then((figures) => {
        if (current) setState({ status: 'ready', figures });
      })
      .catch((error: unknown) => {
        console.warn('Cifre sulla precisione non caricate', error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
