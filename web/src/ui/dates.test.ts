import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('shows a calendar day as MM/DD/YYYY, padded, without shifting it by the time zone', () => {
    expect(formatDate('2026-01-05')).toBe('01/05/2026');
    expect(formatDate('2026-12-31')).toBe('12/31/2026');
  });

  it('shows a timestamp as the local day in MM/DD/YYYY', () => {
    const at = new Date(2027, 2, 7, 13, 45);
    expect(formatDate(at)).toBe('03/07/2027');
    expect(formatDate(at.toISOString())).toBe('03/07/2027');
  });

  it('shows a dash when there is no date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('adds the local time of day after the same date format', () => {
    expect(formatDateTime(new Date(2027, 2, 7, 13, 45))).toBe('03/07/2027, 1:45 PM');
    expect(formatDateTime(new Date(2027, 10, 24, 0, 5).toISOString())).toBe('11/24/2027, 12:05 AM');
  });
});
