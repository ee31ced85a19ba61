import { describe, expect, it, vi } from 'vitest';
import { handleRendererFailures, RELOAD_WINDOW_MS } from '@main/renderer-failures';
import type { HangChoice } from '@main/unresponsive-dialog';
import { BrowserWindow } from '../electron-fake';

function watched(answer: () => Promise<HangChoice> = async () => 'wait') {
  const window = new BrowserWindow();
  const contents = window.webContents;
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  let clock = 0;
  const signals: AbortSignal[] = [];
  const askWhenUnresponsive = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    return answer();
  });
  handleRendererFailures(window as never, { askWhenUnresponsive, logger, now: () => clock });
  return {
    contents,
    window,
    logger,
    askWhenUnresponsive,
    signals,
    tick: (ms: number) => (clock += ms),
    crash: (reason = 'crashed', exitCode = 139) =>
      contents.emit('render-process-gone', {}, { reason, exitCode }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('when the page crashes', () => {
  it('reloads it and logs why (drafts live in main, so nothing typed is lost)', () => {
    const { contents, logger, crash } = watched();
    crash('oom', -1);
    expect(contents.reload).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('The page stopped', { reason: 'oom', exitCode: -1 });
  });

  it('does not reload a page that exited cleanly or whose window is gone', () => {
    const { contents, crash } = watched();
    crash('clean-exit', 0);
    contents.isDestroyed.mockReturnValue(true);
    crash('crashed');
    expect(contents.reload).not.toHaveBeenCalled();
  });

  it('stops reloading a page that keeps crashing, and tries again a minute later', () => {
    const { contents, logger, crash, tick } = watched();
    for (let i = 0; i < 5; i += 1) crash();
    expect(contents.reload).toHaveBeenCalledTimes(3);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('not reloading'), expect.anything());
    tick(RELOAD_WINDOW_MS);
    crash();
    expect(contents.reload).toHaveBeenCalledTimes(4);
  });
});

describe('when the page hangs', () => {
  it('asks Wait or Reload; Wait leaves the page alone', async () => {
    const { contents, window, askWhenUnresponsive } = watched(async () => 'wait');
    window.emit('unresponsive');
    await settle();
    expect(askWhenUnresponsive).toHaveBeenCalledTimes(1);
    expect(contents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    expect(contents.reload).not.toHaveBeenCalled();
  });

  it('Reload ends the hung page and loads it again, once', async () => {
    const { contents, window, crash } = watched(async () => 'reload');
    window.emit('unresponsive');
    await settle();
    expect(contents.forcefullyCrashRenderer).toHaveBeenCalledTimes(1);
    expect(contents.reload).toHaveBeenCalledTimes(1);
    // The renderer it killed reports itself gone: already reloaded, not again.
    crash('killed', 9);
    expect(contents.reload).toHaveBeenCalledTimes(1);
  });

  it('asks once while the question is open, and closes it when the page responds again', async () => {
    let answer: (choice: HangChoice) => void = () => {};
    const { window, askWhenUnresponsive, signals, contents } = watched(
      () => new Promise((resolve) => (answer = resolve)),
    );
    window.emit('unresponsive');
    window.emit('unresponsive');
    expect(askWhenUnresponsive).toHaveBeenCalledTimes(1);
    window.emit('responsive');
    expect(signals[0].aborted).toBe(true);
    answer('reload');
    await settle();
    expect(contents.reload).not.toHaveBeenCalled();
    window.emit('unresponsive');
    expect(askWhenUnresponsive).toHaveBeenCalledTimes(2);
  });
});

describe('what else is logged', () => {
  it('a page that did not load, with the code and the address', () => {
    const { contents, logger } = watched();
    contents.emit('did-fail-load', {}, -105, 'ERR_NAME_NOT_RESOLVED', 'app://console/login', true);
    expect(logger.error).toHaveBeenCalledWith('A page did not load', {
      errorCode: -105,
      errorDescription: 'ERR_NAME_NOT_RESOLVED',
      url: 'app://console/login',
      isMainFrame: true,
    });
  });

  it('a preload script that failed', () => {
    const { contents, logger } = watched();
    const error = new Error('boom');
    contents.emit('preload-error', {}, '/app/out/preload/index.cjs', error);
    expect(logger.error).toHaveBeenCalledWith('The preload script failed', {
      preloadPath: '/app/out/preload/index.cjs',
      error,
    });
  });
});
