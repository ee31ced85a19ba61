// Submitting the conclusion: sent once however often the reviewer clicks, and only after a fresh read
// of the review says it is this review and still open (send-conclusion.ts). With an undo window
// (Settings), it is held instead: written down, the reviewer moves on at once, and it is sent when the
// window ends or on Send now (held-conclusion-store.ts). Once sent, the whole review's drafts go, the
// queues and counts refresh, and the reviewer goes on as they chose in Settings (the queue, or the
// next pending review), unless they left the report meanwhile.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewPreferences } from '@renderer/lib/hooks/use-review-preferences';
import type { ScreenVisit } from '@renderer/lib/hooks/use-screen-visit';
import { useSubmitOnce } from '@renderer/lib/hooks/use-submit-once';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import type { ReviewSource } from '@renderer/lib/paths';
import { usePlatform, useTransport } from '@renderer/lib/platform/platform-context';
import { mutationKeys, queryKeys } from '@renderer/lib/query-keys';
import { useSubmitConclusion } from '../api/submit-conclusion';
import type { ConclusionDraft } from '../lib/conclusion-draft';
import type { ConclusionProblem } from '../lib/conclusion-standing';
import { afterConclusionSent, sendConclusion, type SendResult } from '../lib/send-conclusion';
import { useGoOnAfterConclusion } from './use-go-on-after-conclusion';
import { useHoldConclusion } from './use-hold-conclusion';
import { isHeldOrSending } from '../stores/held-conclusion-store';

/** The conclusion could not be held for its window; thrown so the once-only guard opens again. */
class NotHeld extends Error {}

/** Thrown inside the once-only guard so it opens again for another try. */
class NotSentYet extends Error {
  constructor(readonly result: Exclude<SendResult, { kind: 'sent' }>) {
    super('The conclusion was not sent');
  }
}

/**
 * `visit` is the report's (not the form's): once a fresh read shows the review concluded, the form
 * gives way to the concluded notice while the reviewer is still on the report.
 */
export function useConclusionSubmit(
  agencyId: string,
  reviewId: string,
  visit: ScreenVisit,
  source?: ReviewSource,
) {
  const { t } = useTranslation('report');
  const queryClient = useQueryClient();
  const { mutateAsync } = useSubmitConclusion(reviewId);
  const { drafts } = usePlatform();
  const transport = useTransport();
  const { value: preferences } = useReviewPreferences();
  const goOn = useGoOnAfterConclusion();
  const target = useMemo(
    () => ({ queryClient, transport, agencyId, reviewId }),
    [queryClient, transport, agencyId, reviewId],
  );
  const holdInWindow = useHoldConclusion(target, source);
  const guard = useSubmitOnce();
  // From the first click to the answer, including the check below, so the form stays read-only.
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<ConclusionProblem | null>(null);

  const submit = useCallback(
    async (body: ConclusionDraft) => {
      const { queryClient, agencyId, reviewId } = target;
      const detailsKey = queryKeys.reviewDetails(agencyId);
      const stillHere = visit();
      // Sent from this report opened before, or held in (or just past) its undo window: not sent again.
      if (queryClient.isMutating({ mutationKey: mutationKeys.conclusion(reviewId) }) > 0) return;
      if (isHeldOrSending(reviewId)) return;
      // Said before Retry clears it: a conclusion found stored after an unknown outcome is this one.
      const afterUnknown = problem?.kind === 'outcomeUnknown';
      setProblem(null);
      // Held for its undo window: the reviewer goes on at once. Never after an unknown outcome, whose
      // Retry must first find out whether the first one was stored.
      if (preferences.undoSeconds > 0 && !afterUnknown) {
        const held = await guard
          .run(async () => {
            if (await holdInWindow(body, preferences.undoSeconds)) return true;
            // Not held (it could not be written down): the guard opens again, and it is sent at once.
            throw new NotHeld();
          })
          .catch((error: unknown) => {
            if (error instanceof NotHeld) return false;
            throw error;
          });
        if (held) return goOn(source, agencyId, stillHere);
        if (held === undefined) return; // a repeated click while the first one holds it
      }
      const result = await guard
        .run(async () => {
          setSubmitting(true);
          try {
            const sent = await sendConclusion({ ...target, body, afterUnknown, post: mutateAsync });
            if (sent.kind !== 'sent') throw new NotSentYet(sent);
            return sent;
          } finally {
            setSubmitting(false);
          }
        })
        .catch((error: unknown) =>
          error instanceof NotSentYet ? error.result : ({ kind: 'failed', error } as const),
        );

      if (!result) return; // a repeated click while the first submit runs
      if (result.kind === 'sent') {
        await afterConclusionSent(target, drafts, body.action);
        goOn(source, agencyId, stillHere);
        notifySuccess(result.message, t('conclusion.submitted'), 'review');
        return;
      }
      if (result.kind === 'problem') return setProblem(result.problem);
      if (result.kind === 'concludedMeanwhile') {
        // The report now shows the review as concluded; its drafts have nothing left to keep.
        notifyError(undefined, t('concluded.meanwhile'), 'review', { id: 'conclusion-meanwhile' });
        await drafts
          .clearReview(reviewId)
          .catch((error: unknown) => console.error('Could not clear the drafts', error));
        return;
      }
      notifyError(result.error, t('errors.submitHint'), 'review', { title: t('errors.submitTitle') });
      // A refusal may mean the review has ended meanwhile: the report then says so.
      void queryClient.invalidateQueries({ queryKey: detailsKey });
    },
    [guard, visit, problem, mutateAsync, drafts, target, source, goOn, t, preferences, holdInWindow],
  );

  return { submit, submitting, problem };
}
