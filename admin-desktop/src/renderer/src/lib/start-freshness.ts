/**
 * How long an answer asked for at start (the session check, the landing page's data: app/routes.tsx's
 * prefetchScreenData) stays fresh: the screens mounting right after read it instead of asking again. Short, so
 * that everything else about these queries (invalidation, their refresh every half minute) is as before.
 */
export const START_FRESHNESS_MS = 10_000;
