// Errors nothing else caught in main: logged with their stack (instead of Electron's bare dialog), so
// the log folder tells support what happened. The process carries on, as Electron's default does.
import type { App } from 'electron';
import type { Logger } from './logging';

type ProcessEvents = Pick<NodeJS.Process, 'on'>;

const described = (reason: unknown) =>
  reason instanceof Error ? { error: reason, stack: reason.stack } : { error: String(reason) };

export function logProcessErrors(process: ProcessEvents, logger: Pick<Logger, 'error'>): void {
  process.on('uncaughtException', (error, origin) => {
    logger.error('Uncaught exception in main', { origin, ...described(error) });
  });
  process.on('unhandledRejection', (reason) => {
    logger.error('Unhandled promise rejection in main', described(reason));
  });
}

/** GPU, utility and other helper processes that stop: Chromium restarts them; the log keeps why. */
export function logChildProcessesGone(app: Pick<App, 'on'>, logger: Pick<Logger, 'error'>): void {
  app.on('child-process-gone', (_event, details) => {
    logger.error('A helper process stopped', {
      type: details.type,
      reason: details.reason,
      exitCode: details.exitCode,
    });
  });
}
