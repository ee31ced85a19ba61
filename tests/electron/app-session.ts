// One test's run of the desktop app: launched, restarted with the same user-data folder, and closed,
// with a trace of each launch that is attached when the test fails and removed when it passes.
import { existsSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { _electron, type ElectronApplication, type Page, type TestInfo } from '@playwright/test';
import type { LaunchOptions } from './launch-options';

export interface RunningApp {
  electronApp: ElectronApplication;
  /** The first window, loaded. */
  window: Page;
}

export class AppSession {
  private running: RunningApp | null = null;
  private readonly traces: string[] = [];

  constructor(
    private readonly options: LaunchOptions,
    private readonly testInfo: TestInfo,
  ) {}

  get current(): RunningApp {
    if (!this.running) throw new Error('The app is not running');
    return this.running;
  }

  async launch(): Promise<RunningApp> {
    const electronApp = await _electron.launch(this.options);
    await electronApp.context().tracing.start({ screenshots: true, snapshots: true });
    const window = await electronApp.firstWindow();
    await window.waitForLoadState('domcontentloaded');
    this.running = { electronApp, window };
    return this.running;
  }

  /** Closes the app (its trace kept for now); the user-data folder stays. */
  async close() {
    if (!this.running) return;
    const { electronApp } = this.running;
    this.running = null;
    const path = this.testInfo.outputPath(`trace-${this.traces.length + 1}.zip`);
    // The app may have quit already (its last window closed): then there is no trace to keep.
    await electronApp
      .context()
      .tracing.stop({ path })
      .catch(() => undefined);
    this.traces.push(path);
    await electronApp.close().catch(() => undefined);
  }

  async restart(): Promise<RunningApp> {
    await this.close();
    return this.launch();
  }

  async finish(failed: boolean) {
    await this.close();
    for (const path of this.traces.filter((trace) => existsSync(trace))) {
      if (failed)
        await this.testInfo.attach(basename(path, '.zip'), { path, contentType: 'application/zip' });
      else rmSync(path, { force: true });
    }
  }
}
