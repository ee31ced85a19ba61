// The three queues of section 2; each keeps its own search, sort, status filter and page.
export const QUEUE_NAMES = ['agencies', 'updatedProfiles', 'rereviewRequests'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const isQueueName = (value: unknown): value is QueueName =>
  typeof value === 'string' && (QUEUE_NAMES as readonly string[]).includes(value);
