// `node --import tsx web/src/e2e/build.ts`: makes the production build the browser tests share
// (production-build.ts), so that npm test builds it beside the typecheck instead of in the
// first browser test's set-up.
import { productionBuild } from './production-build';

console.log(`web app built: ${await productionBuild()}`);
