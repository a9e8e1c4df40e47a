// The services compiled to JavaScript: one esbuild bundle per service entry, so a process starts by
// loading one file instead of transpiling hundreds of modules through tsx. The test stacks start many
// short-lived processes; the production image runs the same bundles (`npm run build:services`, cli.ts).
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
// The lean entry: `npm start` asks for the bundles' folder first thing, before any service answers.
import { buildOnce, contentHash } from '@spend/runtime/build-once';
import { bundleFileName, SERVICE_NODE_OPTIONS } from '@spend/runtime/bundles';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every process a deployment, `npm start` or a test stack runs, by its source file (from the repository root). */
export const SERVICE_ENTRIES = [
  'services/api/src/main.ts',
  'services/identity/src/main.ts',
  'services/authorizer/src/main.ts',
  'services/simulator/src/main.ts',
  'services/simulator/src/bank-feed-main.ts',
  'services/simulator/src/accounting-main.ts',
  'projections/src/main.ts',
  'projections/src/cli/migrate.ts',
  'services/api/src/demo/seed.ts',
  'workflows/src/worker.ts',
  'web/src/server/main.ts',
] as const;
export type ServiceEntry = (typeof SERVICE_ENTRIES)[number];

/** Worker threads' scripts (not processes of their own): bundled beside the services that start them (`workerScript`). */
export const WORKER_ENTRIES = ['services/api/src/receipts/mail-worker.ts'] as const;

// Every bundle sits directly in the output folder, so one relative path leads from any of them to a source file.
const bundleName = (entry: string): string => bundleFileName(entry).replace(/\.mjs$/, '');

/** A compiled entry's file under `outDir`: services.api.src.main.mjs for services/api/src/main.ts. */
export const compiledPath = (outDir: string, entry: ServiceEntry): string => join(outDir, bundleFileName(entry));

const packageOf = (specifier: string): string => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

// Where a bare import's package is installed, seen from the importing file (as Node looks it up).
const packageFolder = (importer: string, specifier: string): string | undefined => {
  for (let dir = dirname(importer); `${dir}/`.startsWith(root); dir = dirname(dir)) {
    const folder = join(dir, 'node_modules', packageOf(specifier));
    if (existsSync(folder)) return folder;
  }
  return undefined;
};

// A bare import stays an import of node_modules at run time, except where a workspace has a copy of
// its own (services/domain/node_modules): the compiled file lives elsewhere and would find the root's.
const nestedCopy = (importer: string, specifier: string): boolean => {
  const folder = packageFolder(importer, specifier);
  return folder !== undefined && !folder.startsWith(join(root, 'node_modules'));
};

// A deep import into a CommonJS package without an exports map (`pkg/lib/file`) resolves as require
// does under tsx; Node's ESM loader wants the file's full name (`pkg/lib/file.js`).
const externalSpecifier = (importer: string, specifier: string): string => {
  const pkg = packageOf(specifier);
  const folder = packageFolder(importer, specifier);
  if (specifier === pkg || !folder) return specifier;
  if ((JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { exports?: unknown }).exports) return specifier;
  return `${pkg}/${relative(folder, createRequire(importer).resolve(specifier))}`;
};

/**
 * Compiles every service entry into `outDir` (`finalDir`: where it will be when used, when built
 * elsewhere and renamed). Each module's `import.meta.url` stays its source's location, relative to the
 * bundle (a relocated tree still works): the services read their migrations, the workflow sources and
 * the demo data beside their code.
 */
export const buildServices = async (outDir: string, finalDir = outDir): Promise<void> => {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries([...SERVICE_ENTRIES, ...WORKER_ENTRIES].map((entry) => [bundleName(entry), entry])),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-and-locations',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@spend/') || args.path.startsWith('node:') || nestedCopy(args.importer, args.path)
              ? undefined
              : { path: externalSpecifier(args.importer, args.path), external: true },
          );
          esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            if (!source.includes('import.meta.url')) return undefined;
            const location = `new URL(${JSON.stringify(relative(finalDir, args.path))}, import.meta.url).href`;
            return { contents: source.replaceAll('import.meta.url', location), loader: 'ts' };
          });
        },
      },
    ],
  });
};

/**
 * The compiled services of these sources, built once for every process of the machine (buildOnce,
 * named after the sources and the lockfile) under .run/services-<hash>.
 */
let built: Promise<string> | undefined;
export const compiledServices = (): Promise<string> =>
  (built ??= (() => {
    const sources = ['services', 'projections/src', 'workflows/src', 'web/src/server', 'package-lock.json'].map((path) => join(root, path));
    // Sources only: the typecheck writes declarations (.tsbuild) under these folders while tests run.
    const key = contentHash(sources, (file) => /\.(ts|json|sql)$/.test(file) && !/\.(test|d)\.ts$/.test(file) && !/\/(\.tsbuild|dist)\//.test(file));
    const outDir = join(root, '.run', `services-${key}`);
    return buildOnce(outDir, async () => {
      const building = `${outDir}.${process.pid}`;
      rmSync(building, { recursive: true, force: true });
      await buildServices(building, outDir);
      renameSync(building, outDir);
    }).catch((error: unknown) => {
      built = undefined;
      throw error;
    });
  })());

/**
 * How to run a service: `spawn(process.execPath, argsOf(entry))` runs its compiled file, or its source
 * through tsx when SERVICES_FROM_SOURCE=1 (a developer changing code between runs of one test).
 */
export const serviceRunner = async (): Promise<(entry: ServiceEntry) => string[]> => {
  if (process.env.SERVICES_FROM_SOURCE === '1') return (entry) => ['--import', 'tsx', join(root, entry)];
  const dir = await compiledServices();
  return (entry) => [...SERVICE_NODE_OPTIONS, compiledPath(dir, entry)];
};

export const serviceArgs = async (entry: ServiceEntry): Promise<string[]> => (await serviceRunner())(entry);
