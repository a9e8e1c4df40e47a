import { describe, expect, it } from 'vitest';
import { acceptedUploadType, displayFileName, formatSize, isAcceptedType, parseSize } from './uploads';

describe('upload rules (spec 5)', () => {
  it('converts size strings in KB or MB to bytes, and refuses anything else', () => {
    expect(parseSize('10MB')).toBe(10 * 1024 * 1024);
    expect(parseSize('500KB')).toBe(512_000);
    expect(parseSize(' 2.5 mb ')).toBe(2_621_440);
    expect(parseSize('512')).toBe(512);
    for (const bad of ['', 'MB', '10 GB', '-1KB', '1e3KB', 'ten MB']) expect(parseSize(bad)).toBeNull();
    expect([formatSize(10 * 1024 * 1024), formatSize(512_000), formatSize(12)]).toEqual(['10 MB', '500 KB', '12 bytes']);
  });

  it('accepts a type by MIME type or by extension', () => {
    expect(acceptedUploadType('receipt', 'scan', 'image/jpg')).toBe('image/jpeg');
    expect(acceptedUploadType('receipt', 'scan.PDF', 'application/octet-stream')).toBe('application/pdf');
    expect(acceptedUploadType('receipt', 'costs.csv', '')).toBe('text/csv');
    expect(acceptedUploadType('receipt', 'setup.exe', 'application/x-msdownload')).toBeNull();
    expect(acceptedUploadType('avatar', 'me.svg', 'image/svg+xml')).toBeNull();
    expect(acceptedUploadType('avatar', 'me.webp', 'image/webp')).toBe('image/webp');
    expect([isAcceptedType('receipt', 'image/svg+xml'), isAcceptedType('avatar', 'image/svg+xml'), isAcceptedType('receipt', 'application/x-elf')]).toEqual([true, false, false]);
  });

  it('shows a file name without paths, control characters or quotes', () => {
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(displayFileName('a\u0000b\r\n"c".png')).toBe('abc.png');
    expect(displayFileName('..')).toBe('file');
    expect(displayFileName('.hidden.png')).toBe('hidden.png');
  });
});
