import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

// A builder that died leaves its lock: another takes over at once when the pid written in it is gone
// (a stopped `npm start` or test stack), or after this long (a lock without its pid yet, or a pid reused).
const STALE_LOCK_MS = 10 * 60_000;

const holderGone = (lock: string): boolean => {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
};

/**
 * Makes `path` with `make` once for every process of the machine, and answers it. The first process
 * that asks builds it while the others wait (a lock file beside it), and a finished `path` is reused
 * as long as it exists; so name it after what it is made of (`contentHash`). `make` must leave
 * `path` whole or not at all (write elsewhere, then rename). The test runs build a workflow bundle
 * and the web app this way instead of once per test file.
 */
export const buildOnce = async (path: string, make: () => Promise<void>): Promise<string> => {
  mkdirSync(dirname(path), { recursive: true });
  const lock = `${path}.lock`;
  for (;;) {
    if (existsSync(path)) return path;
    let held: number;
    try {
      held = openSync(lock, 'wx');
    } catch {
      if (holderGone(lock) || Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > STALE_LOCK_MS) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      writeSync(held, String(process.pid));
      if (!existsSync(path)) await make();
      return path;
    } finally {
      closeSync(held);
      rmSync(lock, { force: true });
    }
  }
};

const filesUnder = (path: string, keep: (file: string) => boolean): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path, { withFileTypes: true }).flatMap((entry) => (entry.name === 'node_modules' ? [] : filesUnder(join(path, entry.name), keep)))
    : keep(path) ? [path] : [];

/** A short hash of these files' names and contents (folders: every file below them that `keep` keeps) and of `extra`. */
export const contentHash = (paths: readonly string[], keep: (file: string) => boolean = () => true, extra = ''): string => {
  const hash = createHash('sha256').update(extra).update('\0');
  for (const file of paths.flatMap((p) => filesUnder(p, keep)).sort()) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 24);
};
