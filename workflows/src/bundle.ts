import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, DefaultLogger } from '@temporalio/worker';
import { buildOnce, contentHash } from '@spend/runtime';

/**
 * How a worker gets its workflow code (`source`, spread into Worker.create's options): the workflows'
 * path, bundled by Worker.create at start with `workflowModules` as its interceptors (production), or
 * a bundle made earlier, which carries its interceptor modules inside it (`workflowModules` empty).
 */
export interface WorkflowCode {
  source: { workflowsPath: string } | { workflowBundle: { codePath: string } };
  workflowModules: string[];
}

const root = fileURLToPath(new URL('../../', import.meta.url));
// What a workflow bundle can be made of: the workflows' own code and the packages of ours it imports.
const SOURCES = ['workflows/src', 'services/domain/src', 'services/eventstore/src', 'services/runtime/src'].map((dir) => join(root, dir));
const temporalVersion = (createRequire(import.meta.url)('@temporalio/workflow/package.json') as { version: string }).version;
const logger = new DefaultLogger('WARN');

/**
 * The bundle of these workflows in `dir`, made by the first process of the machine that asks and
 * reused by every other, named after everything it can contain. The test runs set
 * WORKFLOW_BUNDLE_CACHE: each of their dozens of workers would otherwise bundle the same code with webpack.
 */
export const cachedWorkflowBundle = (dir: string, workflowsPath: string, workflowModules: readonly string[] = []): Promise<string> => {
  const key = contentHash(SOURCES, (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'), [temporalVersion, workflowsPath, ...workflowModules].join('\0'));
  const codePath = join(dir, `${key}.js`);
  return buildOnce(codePath, async () => {
    const { code } = await bundleWorkflowCode({ workflowsPath, workflowInterceptorModules: [...workflowModules], logger });
    writeFileSync(`${codePath}.${process.pid}`, code);
    renameSync(`${codePath}.${process.pid}`, codePath);
  });
};

/** The workflow code for Worker.create: a shared bundle when WORKFLOW_BUNDLE_CACHE names its folder, else bundled at start. */
export const workflowCode = async (workflowsPath: string, workflowModules: string[] = []): Promise<WorkflowCode> => {
  const dir = process.env.WORKFLOW_BUNDLE_CACHE;
  if (!dir) return { source: { workflowsPath }, workflowModules };
  return { source: { workflowBundle: { codePath: await cachedWorkflowBundle(dir, workflowsPath, workflowModules) } }, workflowModules: [] };
};
