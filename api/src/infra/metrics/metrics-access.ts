import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries `Bearer <token>`. The comparison takes the same time whatever is
 * presented: digests of equal length are compared in constant time, so neither the token's length nor how
 * much of it a guess got right shows in the answer's timing.
 */
export function bearerTokenCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const presented = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '';
    return timingSafeEqual(digest(presented), expected) && presented.length > 0;
  };
}
