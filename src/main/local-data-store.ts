// Each reviewer's local documents (snippets, judged values, saved views, preferences, a held
// conclusion): `<dir>/<hash of the owner>/<document>.json`, written atomically. The folder is named by
// a hash, so an email never becomes a path; the file names its owner, so a hash that ever matched two
// reviewers would still never show one reviewer's data to another.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonValue } from '@shared/ipc/draft-keys';
import {
  isLocalDocument,
  isLocalOwner,
  serialiseLocalDocument,
  type LocalDocument,
} from '@shared/ipc/local-data';
import type { Handle } from './ipc/handle';
import { readJsonFile, removeFile, writeJsonFile } from './json-file';
import { log as appLog, type Logger } from './logging';

export interface LocalDataStore {
  /** The document as saved, or null when there is none (or it cannot be read). */
  load(owner: string, document: LocalDocument): JsonValue;
  /** Null removes the document. */
  save(owner: string, document: LocalDocument, value: unknown): void;
}

export function createLocalDataStore(dir: string, logger: Pick<Logger, 'warn'> = appLog): LocalDataStore {
  const fileOf = (owner: string, document: LocalDocument) => {
    if (!isLocalOwner(owner)) throw new TypeError('Invalid owner for local data');
    if (!isLocalDocument(document)) throw new TypeError('Invalid local document');
    const folder = createHash('sha256').update(owner).digest('hex').slice(0, 32);
    return join(dir, folder, `${document}.json`);
  };

  return {
    load(owner, document) {
      const file = fileOf(owner, document);
      // A missing file is no document; one that cannot be parsed is none too, but worth a log line.
      if (!existsSync(file)) return null;
      const content = readJsonFile(file);
      if (content && typeof content === 'object' && 'owner' in content && 'value' in content) {
        return content.owner === owner ? (content.value as JsonValue) : null;
      }
      logger.warn('Ignored an unreadable local document', { document });
      return null;
    },
    save(owner, document, value) {
      const file = fileOf(owner, document);
      if (value === null) return removeFile(file);
      const text = serialiseLocalDocument(document, value);
      if (text === null) throw new TypeError(`The ${document} document is not plain JSON or too large`);
      writeJsonFile(file, { owner, value: JSON.parse(text) as JsonValue });
    },
  };
}

/** Only the signed-in reviewer's documents (signed-in-reviewer.ts): any other owner is refused. */
export function registerLocalDataHandlers(
  handle: Handle,
  store: LocalDataStore,
  signedIn: () => string | null,
  logger: Pick<Logger, 'warn'> = appLog,
): void {
  const theirs = (owner: string) => {
    if (owner === signedIn()) return;
    logger.warn('Refused local data of a reviewer who is not signed in');
    throw new Error('Local data belongs to the signed-in reviewer only');
  };
  handle('local:load', (owner, document) => {
    theirs(owner);
    return store.load(owner, document);
  });
  handle('local:save', (owner, document, value) => {
    theirs(owner);
    store.save(owner, document, value);
  });
}
