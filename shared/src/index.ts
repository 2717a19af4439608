/**
 * Everything shared, for the API (which imports '@valuta/shared'). The UIs import each module by its subpath
 * ('@valuta/shared/leads', '@valuta/shared/format'…), so a page bundles only the modules it uses.
 */

// What no domain owns.
export * from './limits.js';
export * from './format.js';
export * from './labels.js';
export * from './csv.js';
export * from './http-client.js';
export * from './api-errors.js';
export * from './answers.js';
export * from './fields.js';
export * from './admin-fields.js';
export * from './time-filters.js';
export * from './time-slots.js';
export * from './brand.js';
export * from './https-address.js';
export * from './public-routes.js';
export * from './page-meta.js';
export * from './privacy-text.js';
export * from './name-search.js';

// The domains, each importing only the ones listed before it.
export * from './health.js';
export * from './team.js';
export * from './auth.js';
export * from './audit.js';
export * from './valuation/index.js';
export * from './outcomes.js';
export * from './accuracy.js';
export * from './zone-corrections.js';
export * from './appointments/index.js';
export * from './leads/index.js';
export * from './chat/index.js';
export * from './owners.js';
export * from './dashboard.js';
export * from './data-rights.js';
export * from './assistance/index.js';
export * from './seller-contacts/index.js';
export * from './unsupported-cities/index.js';
export * from './partner-applications.js';
export * from './bookings.js';
export * from './consultations.js';
export * from './visits.js';
export * from './agency/index.js';
export * from './owner-area/index.js';
