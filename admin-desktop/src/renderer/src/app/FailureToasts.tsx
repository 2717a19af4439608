import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { failureNotice, type FailureMeta } from '../lib/failures';
import { useToasts } from './toasts';

/** Shows a failure as lib/failures.ts says; for the rare call made outside a query or a mutation. */
export function useShowFailure() {
  const { notification } = useToasts();
  return useCallback(
    (error: unknown, meta: FailureMeta | undefined) => {
      // A query dropped on purpose (signing out forgets every query) is no failure.
      if (isCancelledError(error)) return;
      const notice = failureNotice(error, meta);
      if (notice) notification.error(notice);
    },
    [notification],
  );
}

/**
 * Shows every failed query and mutation, in one place: it listens to the query client's caches, so pages
 * only name their failure in `meta`.
 */
export function FailureToasts() {
  const queryClient = useQueryClient();
  const showFailure = useShowFailure();

  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') showFailure(event.action.error, event.query.meta);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') showFailure(event.action.error, event.mutation.meta);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, showFailure]);

  return null;
}
