// One test's run of the desktop app: launched, restarted with the same user-data folder, and closed,
// with a trace of each launch that is attached when the test fails and removed when it passes.
// Closing answers main's unsaved-changes question itself (unsaved-changes-at-close.ts), so no close
// ever waits on a native dialog.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { _electron, type ElectronApplication, type Page, type TestInfo } from '@playwright/test';
import type { LaunchOptions } from './launch-options';
import {
  answerLeaveOnClose,
  readQuestions,
  unsavedChangesProblem,
  type CloseOptions,
} from './unsaved-changes-at-close';

export interface RunningApp {
  electronApp: ElectronApplication;
  /** The first window, loaded. */
  window: Page;
}

export class AppSession {
  private running: RunningApp | null = null;
  private readonly traces: string[] = [];
  private closes = 0;

  constructor(
    /** How the app is launched: a second launch (a link opened from the OS) uses the same. */
    readonly options: LaunchOptions,
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

  /**
   * Closes the app (its trace kept for now); the user-data folder stays. Main's unsaved-changes
   * question is answered Leave (the drafts stay), and it fails if the question was not as expected.
   */
  async close({ unsavedChanges }: CloseOptions) {
    if (!this.running) return;
    const { electronApp } = this.running;
    this.running = null;
    this.closes += 1;
    const record = this.testInfo.outputPath(`unsaved-changes-at-close-${this.closes}.txt`);
    mkdirSync(dirname(record), { recursive: true });
    rmSync(record, { force: true });
    // The app may have quit already (its last window closed): then nothing is left to ask.
    await answerLeaveOnClose(electronApp, record).catch(() => undefined);
    const path = this.testInfo.outputPath(`trace-${this.traces.length + 1}.zip`);
    await electronApp
      .context()
      .tracing.stop({ path })
      .catch(() => undefined);
    this.traces.push(path);
    await electronApp.close().catch(() => undefined);
    const asked = readQuestions(existsSync(record) ? readFileSync(record, 'utf8') : null);
    rmSync(record, { force: true });
    const problem = unsavedChangesProblem(unsavedChanges, asked);
    if (problem) throw new Error(problem);
  }

  /** Closes the app as `options` expects, then launches it again with the same user-data folder. */
  async restart(options: CloseOptions): Promise<RunningApp> {
    await this.close(options);
    return this.launch();
  }

  async finish(failed: boolean) {
    // Whatever the test left on screen: a dirty form is left, as a reviewer who quits leaves it.
    await this.close({ unsavedChanges: 'leave-if-asked' });
    for (const path of this.traces.filter((trace) => existsSync(trace))) {
      if (failed)
        await this.testInfo.attach(basename(path, '.zip'), { path, contentType: 'application/zip' });
      else rmSync(path, { force: true });
    }
  }
}
