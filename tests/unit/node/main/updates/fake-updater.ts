// A stand-in for electron-updater's autoUpdater: records what it is told, lets tests emit its events.
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';
import type { Updater } from '@main/updates/auto-updates';
import type { Logger } from '@main/logging';

export class FakeUpdater extends EventEmitter implements Updater {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  disableWebInstaller = false;
  updateConfigPath: string | null = null;
  verifyUpdateCodeSignature?: Updater['verifyUpdateCodeSignature'];
  logger: Updater['logger'] = null;
  readonly checkForUpdates = vi.fn(async (): Promise<unknown> => null);
  readonly quitAndInstall = vi.fn();
}

export function recordingLog() {
  const lines: { level: string; message: string; details?: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (message: string, details?: Record<string, unknown>): void => {
      lines.push({ level, message, details });
    };
  const log: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}
