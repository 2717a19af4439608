/** The periods the back office filters its lists, exports and figures by, with their labels and lengths in days. */
export const TIME_FILTERS = ['all', '7days', '30days', '90days'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];
export const TIME_FILTER_LABELS: Record<TimeFilter, string> = {
  all: 'Tutto il periodo',
  '7days': 'Ultimi 7 giorni',
  '30days': 'Ultimi 30 giorni',
  '90days': 'Ultimi 90 giorni',
};
export const TIME_FILTER_DAYS: Record<TimeFilter, number | null> = {
  all: null,
  '7days': 7,
  '30days': 30,
  '90days': 90,
};
