import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
};

/** Vite names what it builds `assets/<name>-<hash>.<ext>`: a new build is a new name, so these never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, public files) is checked with the server on every use. */
export const REVALIDATE = 'no-cache';

export interface StaticFile {
  path: string;
  type: string;
  cacheControl: string;
  etag: string;
  /** Encodings available beside the file (`.br`, `.gz`, written by the build). */
  encodings: { br?: string; gzip?: string };
}

export interface Variant {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

/** Picks brotli over gzip over identity, as the client accepts. */
export const acceptedEncoding = (header: string | undefined): 'br' | 'gzip' | undefined => {
  const accepted = (header ?? '').split(',').map((part) => part.trim().split(';')[0]!.toLowerCase());
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
};

/** The file under `root` a URL path names, or undefined (missing, a folder, or outside root). */
export const findFile = (root: string, urlPath: string): StaticFile | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep) || !existsSync(path)) return undefined;
  const stat = statSync(path);
  if (!stat.isFile()) return undefined;
  return {
    path,
    type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    cacheControl: decoded.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
    encodings: { br: existsSync(`${path}.br`) ? `${path}.br` : undefined, gzip: existsSync(`${path}.gz`) ? `${path}.gz` : undefined },
  };
};

/**
 * index.html with the run-time settings the browser needs (the identity provider's URL) as meta
 * tags, so one build serves any deployment; compressed once, here, since it is made at start.
 */
export const renderIndex = (root: string, settings: Record<string, string | undefined>): { variants: Record<'br' | 'gzip' | 'identity', Buffer>; etag: string } => {
  const meta = Object.entries(settings)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<meta name="${name}" content="${value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" />`)
    .join('');
  const html = Buffer.from(readFileSync(join(root, 'index.html'), 'utf8').replace('</head>', `${meta}</head>`));
  return {
    variants: { identity: html, gzip: gzipSync(html), br: brotliCompressSync(html) },
    etag: `"${createHash('sha256').update(html).digest('hex').slice(0, 16)}"`,
  };
};
