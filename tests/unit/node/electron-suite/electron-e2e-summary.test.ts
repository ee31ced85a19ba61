import { describe, expect, it } from 'vitest';
import { summarizeElectronRun } from '../../../../tooling/electron/e2e-summary';

const skippedTest = (reason: string) => ({
  specs: [{ tests: [{ annotations: [{ type: 'skip', description: reason }] }] }],
});

describe('the summary line of npm run test:electron', () => {
  it('names the suite as skipped, with how many tests and why', () => {
    const report = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 5 },
      suites: [{ suites: [skippedTest('Electron e2e skipped: there is no display; to run it: xvfb-run')] }],
    };
    expect(summarizeElectronRun(report, 0)).toBe(
      'Electron e2e: SKIPPED (5 tests) — there is no display; to run it: xvfb-run',
    );
  });

  it('counts what passed, failed and was skipped when the suite ran', () => {
    expect(summarizeElectronRun({ stats: { expected: 30, unexpected: 0, skipped: 0 } }, 0)).toBe(
      'Electron e2e: 30 passed',
    );
    expect(summarizeElectronRun({ stats: { expected: 28, unexpected: 1, flaky: 1, skipped: 2 } }, 1)).toBe(
      'Electron e2e: 28 passed, 1 failed, 1 flaky, 2 skipped',
    );
  });

  it('says when Playwright left no report', () => {
    expect(summarizeElectronRun(null, 1)).toBe('Electron e2e: no report (Playwright exited with code 1)');
  });
});
