import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { report } from './report';

/**
 * web.bundle.initial: gzip kB of the JavaScript a browser loads before the first route after login (an
 * admin's /dashboard) renders: the production build's entry chunk, the dashboard screen's chunk, and
 * every chunk they import statically. web.bundle.route adds what that screen loads after it renders
 * (the chart, imported dynamically), so nothing the route loads goes uncounted. Baseline: the same build of a page that only renders React (react
 * and react-dom, the floor of any React app), so the ratio says how much the app itself adds.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const out = `${root}.run/bench-web`;
const FIRST_SCREEN = 'src/features/dashboard/dashboard-page.tsx';
/** The manifest key of a module's chunk: the module's path, or `_<name>-<hash>.js` when another chunk shares it. */
const chunkKey = (manifest: Manifest, source: string): string => {
  const name = source.split('/').at(-1)!.replace(/\.tsx?$/, '');
  const key = Object.keys(manifest).find((k) => k === source || manifest[k]!.src === source || (manifest[k]!.name === name && manifest[k]!.isDynamicEntry));
  if (!key) throw new Error(`${source} is not in the build manifest`);
  return key;
};

/** A production build of `appRoot` (with its vite.config.ts, if any) into `outDir`; returns its manifest. */
const viteBuild = async (appRoot: string, outDir: string): Promise<Manifest> => {
  await build({ root: appRoot, logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
  return JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as Manifest;
};

/** The chunk files of the given manifest keys and everything they import statically. */
const closure = (manifest: Manifest, keys: readonly string[]): Set<string> => {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
};

const gzipKb = (outDir: string, files: Iterable<string>): number => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(`${outDir}/${file}`)).length, 0) / 1024;

export const run = async (): Promise<void> => {
  const appOut = `${out}/app`;
  const manifest = await viteBuild(`${root}web`, appOut);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const screen = chunkKey(manifest, FIRST_SCREEN);
  const initial = gzipKb(appOut, closure(manifest, [entry, screen]));
  // The entry's own dynamic imports are the other screens: only the first screen's are added.
  const route = gzipKb(appOut, closure(manifest, [entry, screen, ...(manifest[screen]!.dynamicImports ?? [])]));

  // Baseline: React alone, built the same way (inside the repository, so node_modules resolve).
  const floor = `${out}/react-only`;
  rmSync(floor, { recursive: true, force: true });
  mkdirSync(floor, { recursive: true });
  writeFileSync(`${floor}/index.html`, '<!doctype html><div id="root"></div><script type="module" src="/main.js"></script>');
  writeFileSync(`${floor}/main.js`, "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'Spend'));\n");
  const floorManifest = await viteBuild(floor, `${floor}/dist`);
  const floorEntry = Object.keys(floorManifest).find((key) => floorManifest[key]!.isEntry)!;
  const baseline = gzipKb(`${floor}/dist`, closure(floorManifest, [floorEntry]));

  report('web.bundle.initial', initial, 'kB gzip', baseline);
  report('web.bundle.route', route, 'kB gzip', baseline);
};
