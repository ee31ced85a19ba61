// What the report keeps as a draft, and reading it back safely (it may come from an older version).
import type { ConclusionBody } from '@shared/api/schemas';

export type ConclusionAction = ConclusionBody['action'];
export type ConclusionDraft = ConclusionBody;

/** Section 2: the agency state defaults to Accepted. */
export const EMPTY_CONCLUSION: ConclusionDraft = { action: 'accepted', conclusion: '' };

export function restoreConclusion(draft: unknown): ConclusionDraft {
  if (!draft || typeof draft !== 'object') return EMPTY_CONCLUSION;
  const { action, conclusion } = draft as Partial<Record<keyof ConclusionDraft, unknown>>;
  return {
    action: action === 'rejected' ? 'rejected' : 'accepted',
    conclusion: typeof conclusion === 'string' ? conclusion : '',
  };
}

export const isBlank = (text: string) => text.trim() === '';
