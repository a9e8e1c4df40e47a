import { parse as parseCsv } from 'csv-parse/sync';
import { XMLValidator } from 'fast-xml-parser';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadType } from '@spend/domain';

/** Enough of a file's start for file-type to recognize every format it knows. */
export const MAGIC_BYTES = 4100;

/** What the first bytes say a binary file really is (file-type's magic numbers); undefined for text and unknown formats. */
export const sniffType = async (start: Buffer): Promise<string | undefined> => (await fileTypeFromBuffer(start))?.mime;

/** Text kinds have no magic number: they are recognized by reading all of them. */
export const isTextType = (type: string): type is 'image/svg+xml' | 'text/csv' => type === 'image/svg+xml' || type === 'text/csv';

const decodeUtf8 = (bytes: Buffer): string | null => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

// Prolog before the root element: an XML declaration, comments and processing instructions.
const PROLOG = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/;

/**
 * An SVG is well-formed XML (UTF-8) whose root element is `svg`. A DOCTYPE is refused: it could
 * declare entities (billion laughs, external files), and SVG does not need one.
 */
const isSvg = (bytes: Buffer): boolean => {
  const text = decodeUtf8(bytes)?.replace(/^\uFEFF/, '');
  if (text === undefined || text === null || /<!DOCTYPE/i.test(text)) return false;
  return XMLValidator.validate(text) === true && /^<svg[\s>/]/.test(text.replace(PROLOG, ''));
};

/** A CSV is UTF-8 text without NUL bytes that parses as CSV. */
const isCsv = (bytes: Buffer): boolean => {
  const text = decodeUtf8(bytes);
  if (text === null || text.includes('\u0000')) return false;
  try {
    parseCsv(text, { relax_column_count: true, bom: true });
    return true;
  } catch {
    return false;
  }
};

/** Whether the whole content of a text file is what `type` says. */
export const isTextOfType = (type: 'image/svg+xml' | 'text/csv', bytes: Buffer): boolean => (type === 'image/svg+xml' ? isSvg(bytes) : isCsv(bytes));

/**
 * The real type of a file that claims `declared`: a binary format is what its magic bytes say
 * (whatever the name or claim); with no magic number it can only be the text kind it claims.
 * Null when neither holds (a renamed executable, random bytes named .png).
 */
export const realTypeOf = async (declared: UploadType, start: Buffer, whole: () => Promise<Buffer>): Promise<string | null> => {
  const sniffed = await sniffType(start);
  // file-type calls an SVG with an XML declaration `application/xml`: that is still checked as text.
  if (sniffed && sniffed !== 'application/xml') return sniffed;
  if (!isTextType(declared)) return null;
  return isTextOfType(declared, await whole()) ? declared : null;
};
