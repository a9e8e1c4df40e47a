import { describe, expect, it } from 'vitest';
import { parseIsoTimestamp } from './dates';
import { checkText, textRuleFor } from './text';

describe('text rules', () => {
  const check = (field: string, value: string) => checkText(value, textRuleFor(field));

  it('trims free text of blanks and zero-width characters, and keeps exact values as sent', () => {
    expect(check('name', ' \u200BTravel\uFEFF\n')).toEqual({ ok: true, value: 'Travel' });
    expect(check('name', '\u200B\u200D ')).toEqual({ ok: true, value: '' });
    expect(check('publicToken', ' tok ')).toEqual({ ok: true, value: ' tok ' });
  });

  it.each([
    ['name', 'a\u0000b', 'Name must not contain control characters.'],
    ['name', 'a\nb', 'Name must not contain control characters.'],
    ['email', 'a\u0085@x.test', 'Email must not contain control characters.'],
    ['title', 'ab\uD800', 'Title must be valid Unicode text.'],
    ['reason', 'x\uDC00y', 'Reason must be valid Unicode text.'],
    ['first_name', 'evil\u202Egnp.exe', 'First name must not contain text direction override characters.'],
    ['note', '\u2066x\u2069', 'Note must not contain text direction override characters.'],
    ['name', 'x'.repeat(201), 'Name must be at most 200 characters.'],
    ['email', `${'x'.repeat(250)}@x.test`, 'Email must be at most 254 characters.'],
    ['reason', 'x'.repeat(2001), 'Reason must be at most 2,000 characters.'],
    ['search', 'x'.repeat(100_000), 'Search must be at most 200 characters.'],
    ['timeZone', 'x'.repeat(201), 'Time zone must be at most 200 characters.'],
    ['dba_name', 'x\u0000', 'Company name must not contain control characters.'],
  ])('refuses %s %j', (field, value, message) => {
    expect(check(field, value)).toEqual({ ok: false, message });
  });

  it('accepts the limits themselves, emoji pairs, accents and line breaks in notes', () => {
    expect(check('name', 'x'.repeat(200)).ok).toBe(true);
    expect(check('name', 'Zoë 😀 Ørsted')).toEqual({ ok: true, value: 'Zoë 😀 Ørsted' });
    expect(check('note', 'line one\r\n\tline two')).toEqual({ ok: true, value: 'line one\r\n\tline two' });
    expect(check('reason', 'x'.repeat(2000)).ok).toBe(true);
  });
});

describe('ISO timestamps', () => {
  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2025-02-29T10:00:00Z', '2026-04-31T00:00:00.000+02:00', '2026-1-1', 'yesterday'])('refuses %s', (text) => {
    expect(parseIsoTimestamp(text)).toBeNull();
  });

  it('reads real days and timestamps', () => {
    expect(parseIsoTimestamp('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(parseIsoTimestamp('2026-03-01T10:00:00+01:00')).toBe(Date.UTC(2026, 2, 1, 9));
  });
});
