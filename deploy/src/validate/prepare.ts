import { prepareSchemas } from './sources';

/** deploy/tools.sh: makes the offline schemas before the tests use them. */
const started = Date.now();
const dir = await prepareSchemas();
console.log(`Kubernetes and CloudNativePG schemas in ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
