import { MAX_PAGE_BUTTONS } from '@valuta/shared/limits';

/**
 * The page numbers to show as buttons: all of them up to seven, otherwise seven consecutive pages with the
 * current one as near the middle as the ends allow.
 */
export function pageWindow(current: number, totalPages: number, maxButtons = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(maxButtons, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

export function totalPagesOf(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}
