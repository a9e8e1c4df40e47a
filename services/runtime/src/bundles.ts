// How compiled entries are named, found and run (npm run build:services): one bundle per entry, all in
// one folder. Kept free of other imports: `npm start` reads it before any service answers.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Node's options for every compiled service, wherever it runs (the image's entry point, the cluster,
 * the tests and benchmarks that start bundles): source maps for stack traces, and a young generation
 * of a fixed size. Left to itself V8 starts it at 1 MB and doubles it as a service's allocation goes
 * on, up to 64 MB a semi-space here: memory that grew for the soak's first 15 minutes and more
 * (the API +110 MB past its 384Mi request, the authorizer +45 MB), whatever the service held. At 16 MB
 * it is all in use within seconds of the first requests, and the level after that is the service's own.
 */
export const SERVICE_NODE_OPTIONS = ['--enable-source-maps', '--min-semi-space-size=16', '--max-semi-space-size=16'] as const;

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
