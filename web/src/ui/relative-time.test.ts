import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-03-01T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relative time (spec 9: secs, mins, hrs, days, weeks, months)', () => {
  it('picks the largest unit that fits', () => {
    expect(relativeTime(before(0), now)).toBe('0 secs ago');
    expect(relativeTime(before(1), now)).toBe('1 sec ago');
    expect(relativeTime(before(59), now)).toBe('59 secs ago');
    expect(relativeTime(before(60), now)).toBe('1 min ago');
    expect(relativeTime(before(3 * 3_600 + 59), now)).toBe('3 hrs ago');
    expect(relativeTime(before(86_400), now)).toBe('1 day ago');
    expect(relativeTime(before(6 * 86_400), now)).toBe('6 days ago');
    expect(relativeTime(before(15 * 86_400), now)).toBe('2 weeks ago');
    expect(relativeTime(before(45 * 86_400), now)).toBe('1 month ago');
    expect(relativeTime(before(400 * 86_400).toISOString(), now)).toBe('13 months ago');
  });

  it('says "in" for a time ahead', () => {
    expect(relativeTime(new Date(now.getTime() + 2 * 86_400_000), now)).toBe('in 2 days');
  });
});
