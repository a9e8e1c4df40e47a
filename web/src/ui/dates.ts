import { formatDay } from '@spend/domain';

// Spec 2.4: dates read MM/DD/YYYY everywhere (the date picker's placeholder), in the viewer's zone.
const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "11/24/2026". A calendar day ("2026-11-24") is shown as that day, whatever the viewer's zone; a
 * timestamp is shown as the viewer's local day. Nothing to show reads "—".
 */
export const formatDate = (at: string | Date | null | undefined): string => {
  if (!at) return '—';
  // The domain writes days the same way in its texts (a request's title).
  if (typeof at === 'string' && DAY_ONLY.test(at)) return formatDay(at);
  return DATE.format(new Date(at));
};

/** "11/24/2026, 8:05 PM": the one date format with the local time of day after it. */
export const formatDateTime = (at: string | Date | null | undefined): string => {
  if (!at) return '—';
  const date = new Date(at);
  // Newer ICU puts a narrow no-break space before AM/PM; one plain space reads the same everywhere.
  return `${DATE.format(date)}, ${TIME.format(date).replace(/\u202f/g, ' ')}`;
};
