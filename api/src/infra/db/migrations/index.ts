import { initialSchema } from './2026-11-22T00-00-initial-schema.js';
import { seedComuniCoverage } from './2026-11-22T01-00-seed-comuni-coverage.js';
import { valuationVersions } from './2026-11-26T10-00-valuation-versions.js';
import { teamRolesAssignment } from './2026-11-26T11-00-team-roles-assignment.js';
import { appointmentsWorked } from './2026-11-26T12-00-appointments-worked.js';
import { agencySettings } from './2026-11-26T13-00-agency-settings.js';
import { outboxFailureKind } from './2026-11-26T14-00-outbox-failure-kind.js';
import { leadOutcomes } from './2026-11-26T15-00-lead-outcomes.js';
import { contactsSearchPaging } from './2026-11-26T16-00-contacts-search-paging.js';
import { zoneCorrections } from './2026-11-26T19-00-zone-corrections.js';
import { contactsSearchTable } from './2026-11-27T12-00-contacts-search-table.js';
import { contactsOutOfOrder } from './2026-11-28T09-00-contacts-out-of-order.js';
import { searchSecureDelete } from './2026-11-28T10-00-search-secure-delete.js';
import { outboxAbout } from './2026-12-06T09-00-outbox-about.js';
import { mustChangePassword } from './2026-12-06T10-00-must-change-password.js';
import { outboxLastAttempt } from './2026-12-07T09-00-outbox-last-attempt.js';
import { appointmentCalendarUid } from './2026-12-08T09-00-appointment-calendar-uid.js';
import { leadWork } from './2026-12-08T09-00-lead-work.js';
import { ownerArea } from './2026-12-08T10-00-owner-area.js';
import { contactsValuationIndex } from './2026-12-09T09-00-contacts-valuation-index.js';
import type { Migration } from './types.js';

/** Every migration in the order it runs. Add new ones at the end. */
export const migrations: Migration[] = [
  initialSchema,
  seedComuniCoverage,
  valuationVersions,
  teamRolesAssignment,
  appointmentsWorked,
  agencySettings,
  outboxFailureKind,
  leadOutcomes,
  contactsSearchPaging,
  zoneCorrections,
  contactsSearchTable,
  contactsOutOfOrder,
  searchSecureDelete,
  outboxAbout,
  mustChangePassword,
  outboxLastAttempt,
  appointmentCalendarUid,
  leadWork,
  ownerArea,
  contactsValuationIndex,
];
