import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, formatDay, isTimeZone, presetRange } from './dates';

const iso = (r: { from: Date | null; to: Date | null }) => [r.from?.toISOString() ?? null, r.to?.toISOString() ?? null];

describe('date presets (spec 9)', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  it('covers each range in UTC', () => {
    expect(iso(presetRange('THIS_MONTH', now))).toEqual(['2026-05-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z']);
    expect(iso(presetRange('PREVIOUS_MONTH', now))).toEqual(['2026-04-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z']);
    expect(iso(presetRange('THIS_QUARTER', now))).toEqual(['2026-04-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z']);
    expect(iso(presetRange('PREVIOUS_QUARTER', now))).toEqual(['2026-01-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']);
    expect(iso(presetRange('YEAR_TO_DATE', now))).toEqual(['2026-01-01T00:00:00.000Z', '2026-05-16T00:00:00.000Z']);
    expect(iso(presetRange('PREVIOUS_YEAR', now))).toEqual(['2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    expect(iso(presetRange('CURRENT_BILLING_PERIOD', now))).toEqual(iso(presetRange('THIS_MONTH', now)));
    expect(iso(presetRange('PREVIOUS_BILLING_PERIOD', now))).toEqual(iso(presetRange('PREVIOUS_MONTH', now)));
    expect(iso(presetRange('ALL_TIME', now))).toEqual([null, null]);
    expect(iso(presetRange('CUSTOM_DATE', now))).toEqual([null, null]);
    expect(DATE_PRESETS).toHaveLength(10);
  });

  it("uses the company's statement cycle for the billing period presets", () => {
    // Friday 15 May 2026: its week started Monday 11 May; its half of the month on the 1st.
    expect(iso(presetRange('CURRENT_BILLING_PERIOD', now, 'UTC', 'WEEKLY'))).toEqual(['2026-05-11T00:00:00.000Z', '2026-05-18T00:00:00.000Z']);
    expect(iso(presetRange('PREVIOUS_BILLING_PERIOD', now, 'UTC', 'WEEKLY'))).toEqual(['2026-05-04T00:00:00.000Z', '2026-05-11T00:00:00.000Z']);
    expect(iso(presetRange('CURRENT_BILLING_PERIOD', now, 'UTC', 'SEMI_MONTHLY'))).toEqual(['2026-05-01T00:00:00.000Z', '2026-05-16T00:00:00.000Z']);
    expect(iso(presetRange('PREVIOUS_BILLING_PERIOD', now, 'UTC', 'SEMI_MONTHLY'))).toEqual(['2026-04-16T00:00:00.000Z', '2026-05-01T00:00:00.000Z']);
  });

  it("uses the caller's time zone for the day and month boundaries, across years and DST", () => {
    // 02:00 UTC on Jan 1 is still Dec 31 in New York: this month is December, the previous quarter Q3.
    const newYear = new Date('2026-01-01T02:00:00Z');
    expect(iso(presetRange('THIS_MONTH', newYear, 'America/New_York'))).toEqual(['2025-12-01T05:00:00.000Z', '2026-01-01T05:00:00.000Z']);
    expect(iso(presetRange('PREVIOUS_QUARTER', newYear, 'America/New_York'))).toEqual(['2025-07-01T04:00:00.000Z', '2025-10-01T04:00:00.000Z']);
    expect(iso(presetRange('THIS_MONTH', new Date('2026-03-20T12:00:00Z'), 'Europe/Berlin'))).toEqual(['2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z']);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('formatDay', () => {
  it('writes a calendar day as the product shows dates, never ISO', () => {
    expect(formatDay('2026-02-27')).toBe('02/27/2026');
    expect(formatDay('not a day')).toBe('not a day');
  });
});
