import type { ApiResult } from './api-client';

/** The seconds a 429 asks to wait: `optional.retry_after` (the account calls) or the rate limiter's `retryAfter`. */
export function retryAfterSeconds(res: ApiResult<unknown>): number | null {
  const candidates = [res.optional?.retry_after, (res as unknown as Record<string, unknown>).retryAfter];
  for (const value of candidates) {
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    if (Number.isFinite(n) && n > 0) return Math.ceil(n);
  }
  return null;
}
