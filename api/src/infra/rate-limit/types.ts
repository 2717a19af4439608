/** What a rate limit is asked and answers, read by the limiter and by the counts kept in this process. */
export interface RateLimitOutcome {
  allowed: boolean;
  count: number;
  limit: number;
  retryAfterMs: number;
}

export interface RateLimitHit {
  key: string;
  limit: number;
  windowMs: number;
  /** Counted in this process and written in batches while the key is well below its limit (local-counts.ts). */
  batched?: boolean;
}
