// A conclusion in its undo window is written down first (local document `held-conclusions`), so a
// reload, a closed window or a crash during the window never loses it and never sends it later on its
// own: the next start finds the record and tells the reviewer that the conclusion is still a draft.
// Its text is the report's draft, which stays until the backend has taken the conclusion.
import { z } from 'zod';
import type { LocalDocumentSpec } from '@renderer/lib/local-data/local-documents';

export interface HeldRecord {
  reviewId: string;
  agencyId: string;
  source?: 'updated';
  /** For the notice: the agency's name as the report showed it ('' when it had none). */
  agencyName: string;
  /** `held` until the window ends; `sending` once it is on its way (the outcome is then unknown). */
  state: 'held' | 'sending';
  heldAt: string;
}

export interface HeldConclusions {
  items: HeldRecord[];
}

/** More is never held at once; older records beyond it are dropped. */
export const MAX_HELD_RECORDS = 20;

const record = z.object({
  reviewId: z.string().min(1).max(200),
  agencyId: z.string().min(1).max(200),
  source: z.literal('updated').optional(),
  agencyName: z.string().max(500),
  state: z.enum(['held', 'sending']),
  heldAt: z.string().max(40),
});

export const heldConclusionsDocument: LocalDocumentSpec<HeldConclusions> = {
  document: 'held-conclusions',
  parse(stored) {
    const items = z.object({ items: z.array(z.unknown()) }).safeParse(stored);
    if (!items.success) return { items: [] };
    return {
      items: items.data.items.flatMap((item) => {
        const parsed = record.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    };
  },
  empty: { items: [] },
};

export const withRecord = (current: HeldConclusions, item: HeldRecord): HeldConclusions => ({
  items: [...current.items.filter((other) => other.reviewId !== item.reviewId), item].slice(
    -MAX_HELD_RECORDS,
  ),
});

export const withState = (current: HeldConclusions, reviewId: string, state: HeldRecord['state']) => ({
  items: current.items.map((item) => (item.reviewId === reviewId ? { ...item, state } : item)),
});

export const withoutRecord = (current: HeldConclusions, reviewId: string): HeldConclusions => ({
  items: current.items.filter((item) => item.reviewId !== reviewId),
});

/**
 * The window's lock (Web Locks): held by the page counting down, so another tab of the same reviewer
 * does not take a live window for one a closed page left behind. Released when the window ends.
 */
export const heldLockName = (reviewId: string) => `agency-review-console:held-conclusion:${reviewId}`;

export function takeLock(name: string): () => void {
  const locks = globalThis.navigator?.locks;
  if (!locks) return () => undefined;
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  locks.request(name, () => held).catch(() => undefined);
  return release;
}

/** True when no page holds the lock (the page that held the window is gone). */
export async function lockIsFree(name: string): Promise<boolean> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return true;
  return locks.request(name, { ifAvailable: true }, (lock) => lock !== null);
}
