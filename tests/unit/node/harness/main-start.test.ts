// The start-up benchmark's harness (npm run bench -- --only=main): the built main, run in plain Node
// with the fake Electron, must still reach the window, or the benchmark would measure nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevelopmentMain } from '../../../../tooling/harness/main-start/build-main';
import { startBuiltMain } from '../../../../tooling/harness/main-start/measure';

const outDir = mkdtempSync(join(tmpdir(), 'main-start-test-'));
let entry = '';

beforeAll(async () => {
  entry = await buildDevelopmentMain(outDir);
}, 60_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe("the harness of main's start-up benchmark", () => {
  it('runs the development build of main from ready to the window loading the app, each step seen', async () => {
    const start = await startBuiltMain(entry);
    expect(start.url).toBe('app://console/');
    // Every Electron call start-up makes is one the fake answers as Electron would.
    expect(start.unknownCalls).toEqual([]);
    const { backend, menu, handlers, window, loadURL } = start.sinceReady;
    for (const step of [backend, menu, handlers, window]) {
      expect(step).toBeGreaterThan(0);
      expect(step).toBeLessThanOrEqual(loadURL);
    }
  }, 60_000);

  it('also reaches the window with a configured backend, as an installed app starts', async () => {
    const start = await startBuiltMain(entry, 'https://review-api.example.test');
    expect(start.url).toBe('app://console/');
    expect(start.unknownCalls).toEqual([]);
    expect(start.sinceReady.loadURL).toBeGreaterThan(0);
  }, 60_000);
});
