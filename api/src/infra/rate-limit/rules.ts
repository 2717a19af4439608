import type { Config } from '../config/env.js';
import type { Services } from '../../services.js';
import { byAddress, rateLimit } from './middleware.js';

const HOUR_MS = 3_600_000;

/** Every public form accepts `formsPerHour` submissions per client address, counted per form. */
export function formRateLimit(services: Pick<Services, 'rateLimiter'>, config: Pick<Config, 'limits'>, form: string) {
  return rateLimit(services.rateLimiter, byAddress(`form:${form}`, config.limits.formsPerHour, HOUR_MS));
}
