// The reviewer's own choices for the review flow, kept on this machine per reviewer: what follows a
// conclusion, and whether a conclusion waits a few seconds before it is sent, so it can be undone.
import { z } from 'zod';
import type { LocalDocumentSpec } from '../local-data/local-documents';

export const AFTER_CONCLUSION = ['queue', 'next'] as const;
export type AfterConclusion = (typeof AFTER_CONCLUSION)[number];

/** The undo window's lengths a reviewer may choose, in seconds; 0 is off (the default). */
export const UNDO_SECONDS = [0, 5, 6, 7, 8, 9, 10] as const;
export type UndoSeconds = (typeof UNDO_SECONDS)[number];

export interface ReviewPreferences {
  /** The specification's behaviour, back to the queue, unless the reviewer chose the next review. */
  afterConclusion: AfterConclusion;
  undoSeconds: UndoSeconds;
}

export const DEFAULT_REVIEW_PREFERENCES: ReviewPreferences = { afterConclusion: 'queue', undoSeconds: 0 };

const stored = z.object({
  afterConclusion: z.enum(AFTER_CONCLUSION).catch('queue'),
  undoSeconds: z
    .number()
    .refine((value): value is UndoSeconds => (UNDO_SECONDS as readonly number[]).includes(value))
    .catch(0),
});

export const reviewPreferencesDocument: LocalDocumentSpec<ReviewPreferences> = {
  document: 'preferences',
  parse: (value) => {
    const parsed = stored.safeParse(value);
    return parsed.success ? (parsed.data as ReviewPreferences) : DEFAULT_REVIEW_PREFERENCES;
  },
  empty: DEFAULT_REVIEW_PREFERENCES,
};
