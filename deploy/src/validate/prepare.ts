import { composeSpecPath, prepareSchemas } from './sources';

/** deploy/tools.sh: fetches and makes the offline schemas before the tests use them. */
const started = Date.now();
const [dir, compose] = await Promise.all([prepareSchemas(), composeSpecPath()]);
console.log(`Kubernetes and CloudNativePG schemas in ${dir}, the Compose schema at ${compose} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
