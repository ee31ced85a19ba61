// Review statuses as the backend spells them, and how the console colours them.

export type ReviewStatusKey = 'pending' | 'inProgress' | 'completed' | 'rejected' | 'other';

/** Both spellings the backend uses for a review under way. */
const IN_PROGRESS = new Set(['in progress', 'in-progress']);

export function statusKey(status: string | null | undefined): ReviewStatusKey {
  const value = (status ?? '').trim().toLowerCase();
  if (value === 'pending') return 'pending';
  if (IN_PROGRESS.has(value)) return 'inProgress';
  if (value === 'completed') return 'completed';
  if (value === 'rejected') return 'rejected';
  return 'other';
}

/** Badge colours (Mantine palette names): pending amber, in progress blue, completed green, rejected red. */
export const STATUS_COLOURS: Record<ReviewStatusKey, string> = {
  pending: 'yellow',
  inProgress: 'blue',
  completed: 'green',
  rejected: 'red',
  other: 'gray',
};

export const isPending = (status: string) => statusKey(status) === 'pending';
