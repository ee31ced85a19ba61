// The last line of `npm run test:electron`, from Playwright's JSON report: how many passed, or that the
// suite was skipped and why, so a machine without Electron is never silently green.
export interface PlaywrightJsonReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: unknown[];
}

/** The first skip reason anywhere in the report (tests' and results' annotations). */
function skipReason(node: unknown): string | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = skipReason(item);
      if (found) return found;
    }
    return null;
  }
  if (!node || typeof node !== 'object') return null;
  const record = node as Record<string, unknown>;
  if (record.type === 'skip' && typeof record.description === 'string') return record.description;
  return skipReason(Object.values(record).filter((value) => typeof value === 'object'));
}

export function summarizeElectronRun(report: PlaywrightJsonReport | null, exitCode: number): string {
  if (!report?.stats) return `Electron e2e: no report (Playwright exited with code ${exitCode})`;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  if (expected + unexpected + flaky === 0 && skipped > 0) {
    const reason = (skipReason(report.suites ?? []) ?? 'no reason given').replace(
      /^Electron e2e skipped: /,
      '',
    );
    return `Electron e2e: SKIPPED (${skipped} tests) — ${reason}`;
  }
  const parts = [`${expected} passed`];
  if (unexpected) parts.push(`${unexpected} failed`);
  if (flaky) parts.push(`${flaky} flaky`);
  if (skipped) parts.push(`${skipped} skipped`);
  return `Electron e2e: ${parts.join(', ')}`;
}
