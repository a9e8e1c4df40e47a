import { writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Registry } from './benches';

/**
 * One benchmark in a process of its own (started by run.ts): `run-one.ts <registry file> <name>`.
 * Its figures go to stdout; a failure's message goes to fd 3, where run.ts reads why it failed.
 */
const [registryPath, name] = process.argv.slice(2);
const { benches } = (await import(pathToFileURL(registryPath!).href)) as { benches: Registry };
const load = benches[name!];
try {
  if (typeof load !== 'function') throw new Error(`${name} is not a benchmark of ${registryPath}`);
  await (await load()).run();
} catch (error) {
  console.error(error);
  try {
    writeSync(3, (error as Error).message ?? String(error));
  } catch {
    // Run by hand, without run.ts's pipe on fd 3: stderr above has it.
  }
  process.exit(1);
}
// Exit even when the benchmark left a pool or timer open: run.ts then stops whatever it started.
process.exit(0);
