import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The dev server proxies the API (HTTP and WebSocket) so the app and /graphql share one origin.
const api = process.env.SPEND_API_URL ?? 'http://127.0.0.1:4000';

/**
 * Writes `<file>.br` and `<file>.gz` beside each built text file over 1 KB, once at build time, so
 * the production web server (web/src/server) sends them without compressing per request.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'spend-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: () => {
      const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f) && statSync(f).size > 1024)) {
        const body = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
};

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  // Apollo Client 3 keeps its development-only checks behind this global; production builds drop them.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  server: { proxy: { '/graphql': { target: api, ws: true } } },
}));
