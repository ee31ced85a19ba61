// Review statuses as the backend spells them, and how the console orders and colours them.

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

/** Where statuses are ordered: Pending, in-progress, Completed, Rejected, then anything else. */
export const STATUS_ORDER: readonly ReviewStatusKey[] = [
  'pending',
  'inProgress',
  'completed',
  'rejected',
  'other',
];

export const compareStatus = (a: string, b: string) =>
  STATUS_ORDER.indexOf(statusKey(a)) - STATUS_ORDER.indexOf(statusKey(b));

export const isPending = (status: string) => statusKey(status) === 'pending';
