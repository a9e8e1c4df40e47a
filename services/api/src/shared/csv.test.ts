import { describe, expect, it } from 'vitest';
import { centsToDecimal, ISO_DATE_TIME, isoDateTime, safeCell } from './csv';

const zone = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, ...ISO_DATE_TIME });

describe('CSV rules', () => {
  it('writes dates as ISO 8601 in the zone, across a daylight-saving change and with half-hour offsets', () => {
    const ny = zone('America/New_York');
    // Given New York's spring-forward instant (2024-03-10 07:00 UTC), when formatted either side of it
    expect(isoDateTime(ny, '2024-03-10T06:59:59.000Z')).toBe('2024-03-10T01:59:59-05:00');
    expect(isoDateTime(ny, '2024-03-10T07:00:00.000Z')).toBe('2024-03-10T03:00:00-04:00');
    expect(isoDateTime(ny, new Date('2024-07-01T12:00:00.000Z'))).toBe('2024-07-01T08:00:00-04:00');
    expect(isoDateTime(zone('Asia/Kolkata'), '2024-01-01T00:00:00.000Z')).toBe('2024-01-01T05:30:00+05:30');
    expect(isoDateTime(zone('UTC'), '2024-01-01T00:00:00.000Z')).toBe('2024-01-01T00:00:00Z');
    // Lord Howe moves by half an hour at 15:30 UTC.
    const lordHowe = zone('Australia/Lord_Howe');
    expect(isoDateTime(lordHowe, '2024-04-06T14:59:00.000Z')).toBe('2024-04-07T01:59:00+11:00');
    expect(isoDateTime(lordHowe, '2024-04-06T15:00:00.000Z')).toBe('2024-04-07T01:30:00+10:30');
  });

  it('writes cents as decimal dollars without floats', () => {
    expect(['123450', 5, -5, -123456, 0, '9007199254740993'].map((c) => centsToDecimal(c))).toEqual(['1234.50', '0.05', '-0.05', '-1234.56', '0.00', '90071992547409.93']);
  });

  it('neutralises cells that would start a formula', () => {
    expect(['=1+1', '+1', '-1+2', '-A1', '@SUM(A1)', '\tx', '\rx', 'plain'].map(safeCell)).toEqual(["'=1+1", "'+1", "'-1+2", "'-A1", "'@SUM(A1)", "'\tx", "'\rx", 'plain']);
    // A refund's amount stays a number.
    expect(safeCell('-12.50')).toBe('-12.50');
  });
});
