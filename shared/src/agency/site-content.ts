/**
 * What the public pages show of the agency's content: its team and reviews, and whether the estimate also
 * arrives by e-mail. Without zod: the public site reads it (the settings' schemas are in settings.ts).
 */
import type { Review } from './settings.js';

/** What the public pages show of the team and the reviews. */
export interface PublicTeamMember {
  name: string;
  role: string;
  text: string;
  photoUrl: string | null;
}
export type PublicReview = Omit<Review, 'id'>;

export interface SiteContent {
  team: PublicTeamMember[];
  reviews: PublicReview[];
  /** True when the server has a mail server: only then do the pages say the estimate also arrives by e-mail. */
  mailConfigured: boolean;
}

export const EMPTY_SITE_CONTENT: SiteContent = { team: [], reviews: [], mailConfigured: false };

export function photoUrl(photoId: string): string {
  return `/api/agency/photos/${photoId}`;
}
