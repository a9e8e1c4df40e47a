// `npm run build:services [outDir]`: every service compiled to JavaScript (one bundle per entry, as the
// test stacks run them), for the production image: `node dist/services.api.src.main.mjs`.
import { resolve } from 'node:path';
import { SERVICE_ENTRIES, buildServices, compiledPath } from './services';

const outDir = resolve(process.argv[2] ?? 'dist');
await buildServices(outDir);
for (const entry of SERVICE_ENTRIES) console.log(`${entry} -> ${compiledPath(outDir, entry)}`);
