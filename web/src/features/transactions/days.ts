import { formatDate, formatDateTime } from '../../ui/dates';

/** A calendar day (YYYY-MM-DD) as the viewer's local midnight: how a typed transaction date is sent. */
export const localDay = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toISOString();
};

/** An instant's calendar day (YYYY-MM-DD) where the viewer is: what a date input shows. */
export const dayOf = (at: string): string => {
  const date = new Date(at);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/**
 * The day a stored transaction date stands for: a trip's day is kept at noon UTC (the mileage
 * decider), a bank-feed one at the bank's day's UTC midnight, a typed one at the typist's midnight.
 */
const enteredDay = (source: string, at: string): string => (source === 'MILEAGE' || source === 'PLAID' ? new Date(at).toISOString().slice(0, 10) : dayOf(at));

/**
 * A transaction's date as it is known: a card purchase's or a payment's instant with its time of day;
 * a day someone entered (a manual, out-of-pocket or mileage one) or the bank reported as that day
 * only, never a time nor "in 55 mins".
 */
export const transactionDate = (source: string, at: string | null | undefined): string =>
  !at ? '—' : source === 'CARD' || source === 'PAYMENT' ? formatDateTime(at) : formatDate(enteredDay(source, at));
