// A conclusion held for its undo window (Settings): written down first (held-conclusions.ts), then
// kept in the store while the reviewer moves on; it is sent when the window ends or on Send now, with
// the report's own checks, and what became of it is said wherever the reviewer is by then.
import { MutationObserver } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, serverMessageOf } from '@shared/api/result';
import type { ReviewDetails } from '@shared/api/schemas';
import { useDraftOwner } from '@renderer/lib/api/reviewer-profile';
import { changeLocalDocument } from '@renderer/lib/local-data/local-documents';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import type { ReviewSource } from '@renderer/lib/paths';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import { queryKeys } from '@renderer/lib/query-keys';
import { conclusionMutationOptions } from '../api/submit-conclusion';
import type { ConclusionDraft } from '../lib/conclusion-draft';
import {
  heldConclusionsDocument,
  heldLockName,
  takeLock,
  withoutRecord,
  withRecord,
  withState,
  type HeldConclusions,
} from '../lib/held-conclusions';
import {
  afterConclusionSent,
  sendConclusion,
  type ConclusionTarget,
  type SendResult,
} from '../lib/send-conclusion';
import { useHeldConclusion } from '../stores/held-conclusion-store';

/** A 401 on the check or on the conclusion itself: the session ended, and the sign-in screen follows. */
function endedBySignOut(result: SendResult): boolean {
  const error =
    result.kind === 'failed'
      ? result.error
      : result.kind === 'problem' && 'error' in result.problem
        ? result.problem.error
        : undefined;
  return isApiError(error) && error.status === 401;
}

/** `target` must be stable (memoised) for the returned function to be. */
export function useHoldConclusion(target: ConclusionTarget, source?: ReviewSource) {
  const { t } = useTranslation('report');
  const { drafts, localData } = usePlatform();
  const owner = useDraftOwner();
  const hold = useHeldConclusion((state) => state.hold);
  const notifyHeld = useHeldConclusion((state) => state.notify);
  return useCallback(
    /** Resolves false when it cannot be held (its record could not be written): then it is sent at once. */
    async (body: ConclusionDraft, seconds: number): Promise<boolean> => {
      const { queryClient, transport, agencyId, reviewId } = target;
      if (!owner) return false;
      const details = queryClient.getQueryData<ReviewDetails>(queryKeys.reviewDetails(agencyId));
      const agencyName = details?.agencyId?.profile?.name?.trim() ?? '';
      const records = (change: (current: HeldConclusions) => HeldConclusions) =>
        changeLocalDocument(queryClient, localData, heldConclusionsDocument, owner, change).then(
          () => true,
          (error: unknown) => {
            console.error('Could not write the held conclusion', error);
            return false;
          },
        );
      const release = takeLock(heldLockName(reviewId));
      // Written before the window starts: a page closed during it leaves the record for the next start.
      // Without it, a closed page would leave nothing said: no window, the conclusion goes at once.
      const written = await records((current) =>
        withRecord(current, {
          reviewId,
          agencyId,
          // Plain JSON only: an absent source is left out, not undefined.
          ...(source ? { source } : {}),
          agencyName,
          state: 'held',
          heldAt: new Date().toISOString(),
        }),
      );
      if (!written) {
        release();
        return false;
      }
      const { session } = useHeldConclusion.getState();
      const send = async () => {
        await records((current) => withState(current, reviewId, 'sending'));
        const observer = new MutationObserver(queryClient, conclusionMutationOptions(transport, reviewId));
        const result = await sendConclusion({
          ...target,
          body,
          afterUnknown: false,
          post: (sent) => observer.mutate(sent),
        }).catch((error: unknown): SendResult => ({ kind: 'failed', error }));
        // Signed out meanwhile (a 401): the record stays, and the next start says it was not sent.
        const signedOut = endedBySignOut(result);
        await records((current) =>
          signedOut ? withState(current, reviewId, 'held') : withoutRecord(current, reviewId),
        );
        release();
        if (result.kind === 'sent') await afterConclusionSent(target, drafts, body.action);
        if (result.kind === 'concludedMeanwhile') await drafts.clearReview(reviewId).catch(() => undefined);
        // The session ended meanwhile: whoever uses the console now is told nothing of it.
        if (signedOut || useHeldConclusion.getState().session !== session) return;
        if (result.kind === 'sent') notifySuccess(result.message, t('conclusion.submitted'), 'review');
        else if (result.kind === 'concludedMeanwhile')
          notifyError(undefined, t('concluded.meanwhile'), 'review', { id: 'conclusion-meanwhile' });
        else if (result.kind === 'problem' && result.problem.kind === 'outcomeUnknown')
          notifyHeld({ reviewId, agencyId, source, agencyName, kind: 'outcomeUnknown' });
        else {
          const detail =
            result.kind === 'failed'
              ? (serverMessageOf(result.error) ?? undefined)
              : t(`problem.${result.problem.kind}.title`);
          notifyHeld({ reviewId, agencyId, source, agencyName, kind: 'notSent', detail });
        }
      };
      const cancel = async () => {
        await records((current) => withoutRecord(current, reviewId));
        release();
      };
      hold({
        reviewId,
        agencyId,
        source,
        agencyName,
        deadline: Date.now() + seconds * 1000,
        send,
        cancel,
        release,
      });
      return true;
    },
    [target, source, owner, localData, drafts, hold, notifyHeld, t],
  );
}
