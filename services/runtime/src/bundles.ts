// How compiled entries are named and found (npm run build:services): one bundle per entry, all in one
// folder. Kept free of other imports: `npm start` reads it before any service answers.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A compiled entry's file name: services.api.src.main.mjs for services/api/src/main.ts. */
export const bundleFileName = (entry: string): string => `${entry.replace(/\.ts$/, '').replaceAll('/', '.')}.mjs`;

/**
 * The script a worker thread runs for `entry` (its path from the repository root), asked by the
 * file `caller` (its `import.meta.filename`, which a bundle keeps as its own: the build rewrites only
 * `import.meta.url`). A compiled caller starts the entry's bundle beside it; a caller run from source
 * (tsx, vitest) starts `source` through tsx.
 */
export const workerScript = (entry: string, caller: string | undefined, source: URL): { filename: string; execArgv?: string[] } =>
  caller?.endsWith('.mjs') ? { filename: join(dirname(caller), bundleFileName(entry)) } : { filename: fileURLToPath(source), execArgv: ['--import', 'tsx'] };
