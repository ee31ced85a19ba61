// The app's log folder: where the log file goes and what Help > Open Logs Folder (and the
// configuration screen's button) opens. Always main's own path, never one sent by the renderer.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { App, Shell } from 'electron';
import { LOG_FILE_NAME, log } from './logging';

export const logFile = (app: Pick<App, 'getPath'>) => join(app.getPath('logs'), LOG_FILE_NAME);

/** True when the file manager opened it. */
export async function openLogsFolder(
  app: Pick<App, 'getPath'>,
  shell: Pick<Shell, 'openPath'>,
): Promise<boolean> {
  const folder = app.getPath('logs');
  try {
    // Nothing may have been written yet (a read-only disk); an empty folder still opens.
    mkdirSync(folder, { recursive: true });
  } catch {
    // openPath says what went wrong
  }
  const failure = await shell.openPath(folder);
  if (failure) log.warn('Could not open the log folder', { failure });
  return failure === '';
}
