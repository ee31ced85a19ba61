// When the page crashes, hangs or fails to load: reload after a crash (drafts live in main, so nothing
// typed is lost), ask Wait / Reload while it hangs, and log why every time.
import type { BrowserWindow, WebContents } from 'electron';
import type { HangChoice } from './unresponsive-dialog';
import { log as appLog, type Logger } from './logging';

type Contents = Pick<WebContents, 'on' | 'reload' | 'forcefullyCrashRenderer' | 'isDestroyed'>;
export type WatchedWindow = Pick<BrowserWindow, 'on'> & { webContents: Contents };

export interface RendererFailureOptions {
  /** Wait or Reload; `signal` aborts when the page responds again. */
  askWhenUnresponsive: (signal: AbortSignal) => Promise<HangChoice>;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  now?: () => number;
}

// A page that crashes again at once would reload forever: three tries a minute, then it stays down.
export const MAX_RELOADS = 3;
export const RELOAD_WINDOW_MS = 60_000;

export function handleRendererFailures(window: WatchedWindow, options: RendererFailureOptions): void {
  const { askWhenUnresponsive, logger = appLog, now = Date.now } = options;
  const contents = window.webContents;
  let reloads: number[] = [];
  let killedForHang = false;
  let asking: AbortController | null = null;

  contents.on('render-process-gone', (_event, details) => {
    logger.error('The page stopped', { reason: details.reason, exitCode: details.exitCode });
    // The Reload answer to a hang has reloaded already; a clean exit is the window closing.
    if (killedForHang || details.reason === 'clean-exit' || contents.isDestroyed()) {
      killedForHang = false;
      return;
    }
    reloads = reloads.filter((at) => now() - at < RELOAD_WINDOW_MS);
    if (reloads.length >= MAX_RELOADS) {
      logger.error('The page keeps stopping: not reloading it again', { reloads: reloads.length });
      return;
    }
    reloads.push(now());
    logger.info('Reloading the page; drafts are kept');
    contents.reload();
  });

  window.on('unresponsive', () => {
    if (asking) return;
    logger.warn('The page is not responding');
    const controller = new AbortController();
    asking = controller;
    askWhenUnresponsive(controller.signal)
      .then((choice) => {
        if (choice !== 'reload' || controller.signal.aborted || contents.isDestroyed()) return;
        logger.warn('Reloading the unresponsive page at the reviewer’s request');
        killedForHang = true;
        contents.forcefullyCrashRenderer();
        contents.reload();
      })
      .catch((error: unknown) => logger.error('Could not ask about the unresponsive page', { error }))
      .finally(() => {
        if (asking === controller) asking = null;
      });
  });

  window.on('responsive', () => {
    if (!asking) return;
    logger.info('The page responds again');
    asking.abort();
  });

  contents.on('did-fail-load', (_event, errorCode, errorDescription, validatedURL, isMainFrame) => {
    logger.error('A page did not load', { errorCode, errorDescription, url: validatedURL, isMainFrame });
  });

  contents.on('preload-error', (_event, preloadPath, error) => {
    logger.error('The preload script failed', { preloadPath, error });
  });
}
