// Drafts of reviews in progress, so nothing a reviewer types is lost to a crash, a 401 or a restart:
// one JSON file per review (`<dir>/<reviewId>.json`, step -> saved value), written atomically.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isReviewId,
  parseDraftKey,
  serialiseDraftValue,
  type DraftKey,
  type JsonValue,
  type DraftStep,
} from '@shared/ipc/draft-keys';
import type { Handle } from './ipc/handle';
import { removeFile, writeJsonFile } from './json-file';
import { log as appLog, type Logger } from './logging';

export interface DraftsStore {
  load(key: DraftKey): JsonValue;
  save(key: DraftKey, value: unknown): void;
  clear(key: DraftKey): void;
  clearReview(reviewId: string): void;
}

type ReviewDrafts = Partial<Record<DraftStep, JsonValue>>;

export function createDraftsStore(dir: string, logger: Pick<Logger, 'warn'> = appLog): DraftsStore {
  const fileOf = (reviewId: string) => {
    // The id pattern keeps every file inside `dir` (no dots, no separators).
    if (!isReviewId(reviewId)) throw new TypeError('Invalid review id for a draft');
    return join(dir, `${reviewId}.json`);
  };

  /** A missing file is no draft; so is a corrupt one (logged, then overwritten by the next save). */
  const read = (reviewId: string): ReviewDrafts => {
    let text: string;
    try {
      text = readFileSync(fileOf(reviewId), 'utf8');
    } catch {
      return {};
    }
    try {
      const content = JSON.parse(text) as unknown;
      if (content && typeof content === 'object' && !Array.isArray(content)) return content as ReviewDrafts;
    } catch {
      // reported below
    }
    logger.warn('Ignored a corrupt draft file', { reviewId });
    return {};
  };

  const write = (reviewId: string, drafts: ReviewDrafts) => {
    if (Object.keys(drafts).length === 0) removeFile(fileOf(reviewId));
    else writeJsonFile(fileOf(reviewId), drafts);
  };

  return {
    load(key) {
      const { reviewId, step } = parseDraftKey(key);
      return read(reviewId)[step] ?? null;
    },
    save(key, value) {
      const { reviewId, step } = parseDraftKey(key);
      const text = serialiseDraftValue(value);
      if (text === null) throw new TypeError('A draft must be plain JSON of at most 1 MB');
      write(reviewId, { ...read(reviewId), [step]: JSON.parse(text) as JsonValue });
    },
    clear(key) {
      const { reviewId, step } = parseDraftKey(key);
      const drafts = read(reviewId);
      if (!(step in drafts)) return;
      delete drafts[step];
      write(reviewId, drafts);
    },
    clearReview(reviewId) {
      removeFile(fileOf(reviewId));
    },
  };
}

export function registerDraftHandlers(handle: Handle, drafts: DraftsStore): void {
  handle('drafts:load', (key) => drafts.load(key));
  handle('drafts:save', (key, value) => drafts.save(key, value));
  handle('drafts:clear', (key) => drafts.clear(key));
  handle('drafts:clear-review', (reviewId) => drafts.clearReview(reviewId));
}
