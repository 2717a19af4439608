/** The partner application of /diventa-partner (POST /api/partner-applications). */
import { UnsupportedCityRequestSchema, type UnsupportedCityRequest } from './unsupported-cities/index.js';

/**
 * The same fields and rules as the application form of a town the chat does not cover.
 * @alias
 */
export const PartnerApplicationSchema = UnsupportedCityRequestSchema;
export type PartnerApplication = UnsupportedCityRequest;
