/**
 * Upload rules of spec 5, pure so the web's file pickers use the same ones: the accepted types
 * (by MIME type or extension) and the one parser of size strings such as "10MB" or "500KB".
 */

export type UploadKind = 'receipt' | 'avatar';

/** Extension -> the MIME type a file of that extension really is. */
const TYPES = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', bmp: 'image/bmp',
  webp: 'image/webp', svg: 'image/svg+xml', pdf: 'application/pdf', csv: 'text/csv',
} as const;
type Extension = keyof typeof TYPES;
export type UploadType = (typeof TYPES)[Extension];

/** Avatars show in an <img>: raster images only (an SVG could carry script when opened on its own). */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadKind, readonly Extension[]>> = {
  receipt: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'pdf', 'csv'],
  avatar: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'],
};

export const UPLOAD_MESSAGES = {
  type: (kind: UploadKind) =>
    `${kind === 'receipt' ? 'Receipts' : 'Avatars'} must be ${listOf(UPLOAD_EXTENSIONS[kind].map((e) => e.toUpperCase()))} files.`,
  empty: 'The file is empty.',
  tooLarge: (maxBytes: number) => `The file must be at most ${formatSize(maxBytes)}.`,
  notUploaded: 'The file has not been uploaded yet.',
  expired: 'The upload has expired. Upload the file again.',
  mismatch: (kind: UploadKind) => `The file's content is not what its name says. ${UPLOAD_MESSAGES.type(kind)}`,
} as const;

const listOf = (items: readonly string[]): string => `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`;

/** MIME types a browser may report for the accepted ones (image/jpg, image/x-ms-bmp, …), by their real type. */
const ALIASES: Readonly<Record<string, UploadType>> = {
  'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/x-ms-bmp': 'image/bmp', 'image/x-bmp': 'image/bmp',
  'application/csv': 'text/csv', 'text/comma-separated-values': 'text/csv', 'application/vnd.ms-excel': 'text/csv',
};

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/**
 * The type a file claims to be, when it is accepted for `kind` by its MIME type or by its extension
 * (spec 5); null when neither is accepted. The content is checked against it later (verifyUpload).
 */
export const acceptedUploadType = (kind: UploadKind, fileName: string, contentType: string): UploadType | null => {
  const allowed = UPLOAD_EXTENSIONS[kind];
  const mime = contentType.split(';')[0]!.trim().toLowerCase();
  const byMime = ALIASES[mime] ?? (Object.values(TYPES) as string[]).find((t) => t === mime);
  if (byMime && allowed.some((e) => TYPES[e] === byMime)) return byMime as UploadType;
  const extension = extensionOf(fileName);
  return (allowed as readonly string[]).includes(extension) ? TYPES[extension as Extension] : null;
};

/** Whether `type` (a file's real type) is accepted for `kind`. */
export const isAcceptedType = (kind: UploadKind, type: string): type is UploadType => UPLOAD_EXTENSIONS[kind].some((e) => TYPES[e] === type);

const UNITS = { B: 1, KB: 1024, MB: 1024 * 1024 } as const;

/** "10MB", "500KB", "2.5 MB", "512" (bytes) -> bytes; null for anything else. Binary units, as file pickers show sizes. */
export const parseSize = (text: string): number | null => {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|MB)?\s*$/i.exec(text);
  if (!match) return null;
  const bytes = Math.floor(Number(match[1]) * UNITS[(match[2]?.toUpperCase() ?? 'B') as keyof typeof UNITS]);
  return Number.isSafeInteger(bytes) ? bytes : null;
};

/** 10485760 -> "10 MB", 512000 -> "500 KB". */
export const formatSize = (bytes: number): string => {
  const round = (n: number) => Math.round(n * 10) / 10;
  if (bytes >= UNITS.MB) return `${round(bytes / UNITS.MB)} MB`;
  return bytes >= UNITS.KB ? `${round(bytes / UNITS.KB)} KB` : `${bytes} bytes`;
};

/**
 * A file name as it may be shown and offered for download: the last path segment, without control,
 * direction-override or quote characters; never used as a storage key.
 */
export const displayFileName = (fileName: string): string => {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = (fileName.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069"<>:|?*]/g, '').trim();
  const name = cleaned.replace(/^\.+/, '').slice(-200);
  return name === '' ? 'file' : name;
};
