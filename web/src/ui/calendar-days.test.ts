import { describe, expect, it } from 'vitest';
import { addDays, addMonths, clampDay, formatDay, isDay, monthGrid } from './calendar-days';

describe('calendar days', () => {
  it('shows a day as MM/DD/YYYY and nothing for a non-day', () => {
    expect(formatDay('2026-03-07')).toBe('03/07/2026');
    expect(formatDay('')).toBe('');
    expect(isDay('2026-02-30')).toBe(false);
  });

  it('adds days and months across month and year ends, keeping within short months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('lays a month out in whole weeks from Sunday', () => {
    const weeks = monthGrid('2026-11-24');
    expect(weeks[0]![0]).toBe('2026-11-01'); // 1 November 2026 is a Sunday
    expect(weeks.at(-1)!.at(-1)).toBe('2026-12-05');
    expect(weeks).toHaveLength(5);
    expect(monthGrid('2026-02-10')[0]![0]).toBe('2026-02-01');
  });

  it('clamps a day into a range', () => {
    expect(clampDay('2026-01-01', '2026-02-01')).toBe('2026-02-01');
    expect(clampDay('2026-05-01', undefined, '2026-04-30')).toBe('2026-04-30');
    expect(clampDay('2026-03-01', '2026-02-01', '2026-04-30')).toBe('2026-03-01');
  });
});
