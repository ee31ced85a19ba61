// The arguments each invoke channel accepts. The renderer is never trusted: anything else is refused
// before a handler runs.
import { z } from 'zod';
import type { IpcInvokeChannel, IpcInvokeContract } from '@shared/ipc/contract';
import { isDraftKey, isReviewId, serialiseDraftValue, type DraftKey } from '@shared/ipc/draft-keys';
import {
  isLocalDocument,
  isLocalOwner,
  serialiseLocalDocument,
  type LocalDocument,
} from '@shared/ipc/local-data';
import { MAX_WAITING_COUNT } from '@shared/ipc/reviews-waiting';

const none = z.tuple([]);
const draftKey = z.custom<DraftKey>(isDraftKey, 'Invalid draft key');
const reviewId = z.custom<string>(isReviewId, 'Invalid review id');
const localOwner = z.custom<string>(isLocalOwner, 'Invalid owner');
const localDocument = z.custom<LocalDocument>(isLocalDocument, 'Invalid local document');
const draftValue = z.custom<unknown>((value) => serialiseDraftValue(value) !== null, 'Invalid draft value');
/** A queue's count: a whole number from 0, larger ones clamped (no badge shows them anyway). */
const waitingCount = z
  .number()
  .int()
  .nonnegative()
  .transform((count) => Math.min(count, MAX_WAITING_COUNT));
const reviewsWaiting = z
  .object({ agencies: waitingCount, updated: waitingCount, badge: z.boolean(), notify: z.boolean() })
  .strict()
  .nullable();

export const invokeArguments: { [C in IpcInvokeChannel]: z.ZodType<Parameters<IpcInvokeContract[C]>> } = {
  'api:call': z.tuple([
    z.object({ endpoint: z.unknown(), params: z.unknown().optional(), body: z.unknown().optional() }),
  ]),
  'window:set-full-screen': z.tuple([z.boolean()]),
  'window:is-full-screen': none,
  'dialog:confirm-unsaved-changes': none,
  'language:get': none,
  'language:set': z.tuple([z.enum(['en', 'ar'])]),
  'app:info': none,
  'app:open-logs-folder': none,
  'app:install-update': z.tuple([z.object({ dirty: z.boolean(), draftsPending: z.boolean() })]),
  'drafts:load': z.tuple([draftKey]),
  'drafts:save': z.tuple([draftKey, draftValue]),
  'drafts:clear': z.tuple([draftKey]),
  'drafts:clear-review': z.tuple([reviewId]),
  'snippets:team': none,
  'links:take': none,
  'local:load': z.tuple([localOwner, localDocument]),
  'local:save': z
    .tuple([localOwner, localDocument, z.unknown()])
    .refine(
      ([, document, value]) => value === null || serialiseLocalDocument(document, value) !== null,
      'Invalid local document value',
    ),
  'app:reviews-waiting': z.tuple([reviewsWaiting]),
};
