// The web app's production build, made once per version of its sources. Its own module, loading only
// node's and the build-once helpers: `npm start` asks for it before anything answers
// (deploy/dev/builds.ts), where loading the browser tests' stack would cost seconds.
import { spawn } from 'node:child_process';
import { renameSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOnce, contentHash } from '@spend/runtime/build-once';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs `node args…` in the repository root; rejects with its stderr when it fails. */
export const run = (args: string[], env: Record<string, string>): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed: ${stderr}`))));
  });

/**
 * The production build of the web app (`vite build`), as npm start and the image serve it: made once
 * for every test file of the machine (buildOnce, named after the web app's sources and the lockfile),
 * kept in .run/e2e; E2E_WEB_DIST names a build made beforehand instead. One build serves every stack:
 * the identity provider's URL is written into index.html by the web server at start.
 */
let built: Promise<string> | undefined;
export const productionBuild = (): Promise<string> =>
  (built ??= process.env.E2E_WEB_DIST
    ? Promise.resolve(process.env.E2E_WEB_DIST)
    : (() => {
        const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'package-lock.json'].map((path) => `${root}${path}`);
        const key = contentHash(sources, (file) => !file.includes('/src/e2e/') && !file.includes('/src/server/') && !/\.test\.tsx?$/.test(file));
        const outDir = `${root}.run/e2e/web-production-${key}`;
        return buildOnce(outDir, async () => {
          const building = `${outDir}.${process.pid}`;
          // Vite keeps a NODE_ENV it finds: under vitest (test) React's development build came out, several
          // times slower to render, and npm start then served it from this folder.
          await run([`${root}node_modules/vite/bin/vite.js`, 'build', `${root}web`, '--outDir', building, '--emptyOutDir'], { NODE_ENV: 'production' });
          renameSync(building, outDir);
        }).catch((error: unknown) => {
          built = undefined;
          throw error;
        });
      })());
