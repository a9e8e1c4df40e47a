import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Ends the run with the plain line `N passed, N failed` (`, N skipped` when any) that CI reads,
 * counted over every test of every project. A test file that failed outside its tests (it did not
 * load, or a hook threw) counts as one failure, and so does each unhandled error.
 */
export class PlainSummaryReporter implements Reporter {
  private line: string | undefined;

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      let failedTests = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedTests++;
        else skipped++;
      }
      failed += failedTests;
      if (failedTests === 0 && module.state() === 'failed') failed++;
    }
    const first = this.line === undefined;
    this.line = `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}\n`;
    // Printed at exit, after vitest's own summary and any late warnings: the last line of the run.
    if (first) process.once('exit', () => process.stdout.write(this.line!));
  }
}
