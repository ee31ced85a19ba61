// For IT, on the next start: whether an update was installed. main records the running version, and
// the version downloaded and waiting, in userData; a start compares them with the version running.
import { readJsonFile, writeJsonFile } from '../json-file';
import type { Logger } from '../logging';

interface VersionRecord {
  /** The version that last ran. */
  version: string;
  /** A downloaded update that was to install at the next restart or quit. */
  pending?: string;
}

function readRecord(file: string): VersionRecord | null {
  const value = readJsonFile(file);
  if (typeof value !== 'object' || value === null || !('version' in value)) return null;
  const { version } = value;
  const pending = 'pending' in value ? value.pending : undefined;
  if (typeof version !== 'string') return null;
  return typeof pending === 'string' ? { version, pending } : { version };
}

export interface VersionLog {
  /** Call once an update is downloaded: the next start says whether it was installed. */
  expect(version: string): void;
}

/** Logs what happened since the last run, then records this one. A record that cannot be written is only logged. */
export function recordVersionAtStart(file: string, current: string, log: Logger): VersionLog {
  const last = readRecord(file);
  if (last && last.version !== current) log.info(`Updated from ${last.version} to ${current}`);
  else if (last?.pending && last.pending !== current) {
    log.warn(`Update not installed: still ${current}`, { expected: last.pending });
  }
  const write = (record: VersionRecord) => {
    try {
      writeJsonFile(file, record);
    } catch (error) {
      log.warn('Could not record the running version', { error });
    }
  };
  write({ version: current });
  return { expect: (pending) => write({ version: current, pending }) };
}
