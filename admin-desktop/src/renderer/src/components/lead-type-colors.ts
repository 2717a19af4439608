import type { LeadType } from '@valuta/shared/leads/statuses';

/** The colour of each lead type's tag, on every screen (Ant Design's preset names). */
export const LEAD_TYPE_COLORS = { hot: 'volcano', curious: 'cyan', unknown: 'default' } as const satisfies Record<LeadType, string>;
