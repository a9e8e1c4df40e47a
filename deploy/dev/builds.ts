// `node --import tsx deploy/dev/builds.ts [--no-web]`: what `npm start` runs, found by the hash of its
// sources (made when missing) before anything starts. Prints one line per service entry, `<entry>
// <node arguments>`: its bundle in .run/services-<hash>, or its source through tsx with
// SERVICES_FROM_SOURCE=1; and `web-dist <folder>`, the web app's production build kept in .run/e2e
// (--no-web: WEB_DEV=1 runs Vite's dev server instead). Lean imports: this runs before any service answers.
import { SERVICE_ENTRIES, serviceRunner } from '@spend/eventstore/build';
import { productionBuild } from '@spend/web/e2e/production-build';

const [argsOf, webDist] = await Promise.all([serviceRunner(), process.argv.includes('--no-web') ? undefined : productionBuild()]);
for (const entry of SERVICE_ENTRIES) console.log(`${entry} ${argsOf(entry).join(' ')}`);
if (webDist) console.log(`web-dist ${webDist}`);
