// The rules of the review steps (section 5): a status per field, a note when invalid, and tags.
import type { ValidationStatus } from '../api/schemas';

export const NOTE_MIN_LENGTH = 10;
export const NOTE_MAX_LENGTH = 500;

export type NoteProblem = 'noteRequired' | 'noteLength';

/** Counted after trimming, as the rule says. */
export const noteLength = (note: string) => note.trim().length;

export const noteWithinBounds = (note: string) => {
  const length = noteLength(note);
  return length >= NOTE_MIN_LENGTH && length <= NOTE_MAX_LENGTH;
};

/** What is wrong with a field's note; a valid field needs none. */
export function noteProblem(status: ValidationStatus | null, note: string): NoteProblem | null {
  if (status !== 'invalid') return null;
  if (noteLength(note) === 0) return 'noteRequired';
  return noteWithinBounds(note) ? null : 'noteLength';
}

/** The note sent: trimmed when invalid; a valid field carries none. */
export const submittedNote = (status: ValidationStatus, note: string) =>
  status === 'invalid' ? note.trim() : '';

/** Enter adds the trimmed text when it is non-empty; a tag already present is not added twice. */
export function addTag(tags: readonly string[], text: string): string[] {
  const tag = text.trim();
  if (!tag || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}

export function removeTag(tags: readonly string[], index: number): string[] {
  return tags.filter((_, i) => i !== index);
}

export const tagsProblem = (tags: readonly string[]): 'tagsRequired' | null =>
  tags.some((tag) => tag.trim() !== '') ? null : 'tagsRequired';

/** Default tags of each step (section 3). */
export const DEFAULT_TAGS = {
  profile: ['Media_production', 'Creative', 'Big budget', 'Spam', 'Local'],
  services: ['Digital Marketing', 'Meta Ads', 'TikTok Ads', 'Linkedin Ads', 'Social Media'],
} as const;
