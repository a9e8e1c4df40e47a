import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { centsToDecimal, dateColumns, ISO_DATE_TIME, isoDateTime, reportCsv, safeCell, type ReportColumn } from './csv';

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

  it('writes the same date and time as Intl does, for instants across years and zones', () => {
    // Given instants about four days apart (never at the same time of day) from 1950 to 2020, in zones with DST, half hours and none
    for (const timeZone of ['America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Europe/London', 'UTC']) {
      const format = zone(timeZone);
      for (let ms = Date.UTC(1950, 0, 1); ms < Date.UTC(2020, 0, 1); ms += 3_661_000 * 97) {
        const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
        const offset = part.timeZoneName!.slice(3);
        expect(isoDateTime(format, ms)).toBe(`${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset === '' || offset === '+00:00' ? 'Z' : offset}`);
      }
    }
  });

  it("writes every date in the account's format in the report's zone, with ISO 8601 beside it where asked (issue #29)", () => {
    type Row = { at: string | null };
    const columns: ReportColumn<Row>[] = [
      ...dateColumns<Row>('Date', (r) => r.at, { iso: true }),
      ...dateColumns<Row>('Time', (r) => r.at, { time: true }),
    ];
    // Given an instant that is still the day before in New York, and a row without a date
    const csv = reportCsv<Row>([{ at: '2024-03-05T03:09:07.000Z' }, { at: null }], columns, { timeZone: 'America/New_York' }, ISO_DATE_TIME);
    // Then people read MM/DD/YYYY (and a 24-hour time, unquoted) of that zone's day, machines the instant with its offset
    expect(parse(csv, { bom: true, columns: true })).toEqual([
      { Date: '03/04/2024', 'Date (ISO 8601)': '2024-03-04T22:09:07-05:00', Time: '03/04/2024 22:09:07' },
      { Date: '', 'Date (ISO 8601)': '', Time: '' },
    ]);
  });

  it('quotes a cell with a comma, quote or line break, after a BOM, and reads back as written', () => {
    const columns: ReportColumn<{ text: string }>[] = [['Text', (r) => r.text], ['Again, quoted', (r) => r.text]];
    const texts = ['plain', 'a,b', 'say "hi"', 'two\nlines', 'carriage\rreturn', '=SUM(A1)', ''];
    const csv = reportCsv(texts.map((text) => ({ text })), columns, null, ISO_DATE_TIME);
    expect(csv.startsWith('\uFEFFText,"Again, quoted"\nplain,plain\n"a,b","a,b"\n"say ""hi""","say ""hi"""\n')).toBe(true);
    expect(parse(csv, { bom: true })).toEqual([['Text', 'Again, quoted'], ...texts.map((t) => [safeCell(t), safeCell(t)])]);
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
