import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

const firstLine = (message: string | undefined): string => (message ?? '').split('\n')[0]!.slice(0, 300);

/**
 * Ends the run with the plain line `N passed, N failed` (`, N skipped` when any) that CI reads,
 * counted over every test of every project. A test file that failed outside its tests (it did not
 * load, or a hook threw) counts as one failure, and so does each unhandled error. Each failure is
 * named just above it on a `FAILED  ` line, so the tail of a long CI log says what failed.
 */
export class PlainSummaryReporter implements Reporter {
  private line: string | undefined;

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const failures = unhandledErrors.map((error) => `FAILED  unhandled error: ${firstLine(error.message)}`);
    for (const module of testModules) {
      const file = `${module.project.name}: ${relative(process.cwd(), module.moduleId)}`;
      let failedTests = 0;
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed++;
        else if (result.state === 'failed') {
          failedTests++;
          failures.push(`FAILED  ${file} > ${test.fullName}: ${firstLine(result.errors?.[0]?.message)}`);
        } else skipped++;
      }
      failed += failedTests;
      if (failedTests === 0 && module.state() === 'failed') {
        failed++;
        failures.push(`FAILED  ${file}: ${firstLine(module.errors()[0]?.message)}`);
      }
    }
    const first = this.line === undefined;
    const summary = `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}\n`;
    this.line = failures.map((line) => `${line}\n`).join('') + summary;
    // Printed at exit, after vitest's own summary and any late warnings: the last line of the run.
    if (first) process.once('exit', () => process.stdout.write(this.line!));
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * Where the time of a run goes: the 15 slowest test files at the end, and, for a run heading past its
 * budget (TEST_RUN_WARN_AFTER_S seconds after TEST_RUN_STARTED_AT, epoch ms: .ci/run sets both to
 * warn at 60 minutes of CI), a warning with the files still running, repeated every 5 minutes.
 * With TEST_FILE_TIMES naming a file, every file's seconds are appended to it instead (`seconds<TAB>file`
 * lines), for `npm test` to print the slowest of its two vitest runs together.
 */
export class SlowestFilesReporter implements Reporter {
  private readonly running = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  onInit(): void {
    const started = Number(process.env.TEST_RUN_STARTED_AT ?? Date.now());
    const warnAfterMs = Number(process.env.TEST_RUN_WARN_AFTER_S ?? 3600) * 1000;
    const warn = () => {
      const now = Date.now();
      const files = [...this.running].map(([file, since]) => `  ${file} (running ${seconds(now - since)})`);
      process.stdout.write(`\nWARNING: this run has taken ${seconds(now - started)}, past its ${seconds(warnAfterMs)} budget. Still running:\n${files.join('\n') || '  (none)'}\n`);
      this.timer = setTimeout(warn, 5 * 60_000).unref();
    };
    this.timer = setTimeout(warn, Math.max(0, started + warnAfterMs - Date.now())).unref();
  }

  onTestModuleStart(module: TestModule): void {
    this.running.set(`${module.project.name}: ${relative(process.cwd(), module.moduleId)}`, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.running.delete(`${module.project.name}: ${relative(process.cwd(), module.moduleId)}`);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    clearTimeout(this.timer);
    const name = (m: TestModule) => `${m.project.name}: ${relative(process.cwd(), m.moduleId)}`;
    const times = process.env.TEST_FILE_TIMES;
    if (times) {
      appendFileSync(times, testModules.map((m) => `${(m.diagnostic().duration / 1000).toFixed(1)}\t${name(m)}\n`).join(''));
      return;
    }
    const slowest = [...testModules].sort((a, b) => b.diagnostic().duration - a.diagnostic().duration).slice(0, 15);
    const lines = slowest.map((m) => `${seconds(m.diagnostic().duration).padStart(9)}  ${name(m)}`);
    process.stdout.write(`\nThe 15 slowest test files:\n${lines.join('\n')}\n`);
  }
}
