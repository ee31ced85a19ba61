// A stand-in for electron-updater's autoUpdater: records what it is told, lets tests emit its events.
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';
import type { Updater } from '@main/updates/auto-updates';
import type { Logger } from '@main/logging';

export class FakeUpdater extends EventEmitter implements Updater {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  disableWebInstaller = false;
  verifyUpdateCodeSignature?: Updater['verifyUpdateCodeSignature'];
  logger: Updater['logger'] = null;
  /** The server set by setFeedURL; null: the one in the configuration file. */
  feedUrl: string | null = null;
  private configPath: string | null = null;
  readonly checkForUpdates = vi.fn(async (): Promise<unknown> => null);
  readonly quitAndInstall = vi.fn();
  readonly setFeedURL = vi.fn(({ url }: { url: string }) => {
    this.feedUrl = url;
  });
  /** NsisUpdater's own download check, which the app replaces. */
  verifySignature = vi.fn(async (_file: string): Promise<string | null> => null);

  get updateConfigPath(): string | null {
    return this.configPath;
  }

  /** As electron-updater's setter does, forgets the server set before. */
  set updateConfigPath(path: string | null) {
    this.configPath = path;
    this.feedUrl = null;
  }
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
