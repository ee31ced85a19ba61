// At the start of a session: a conclusion left held by a page that closed during its undo window (or
// while sending it) is never sent on its own; the reviewer is told, once, that its text is a draft.
import { useEffect, useRef } from 'react';
import { useDraftOwner } from '@renderer/lib/api/reviewer-profile';
import { useLocalDocument } from '@renderer/lib/hooks/use-local-document';
import { heldConclusionsDocument, heldLockName, lockIsFree, withoutRecord } from '../lib/held-conclusions';
import { useHeldConclusion } from '../stores/held-conclusion-store';

export function useLeftoverHeldConclusions() {
  const owner = useDraftOwner();
  const { value, loaded, change } = useLocalDocument(heldConclusionsDocument);
  const checkedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || !owner || checkedFor.current === owner) return;
    checkedFor.current = owner;
    void (async () => {
      for (const item of value.items) {
        // This page's own window, or another tab's that is still counting down.
        if (useHeldConclusion.getState().held?.reviewId === item.reviewId) continue;
        if (!(await lockIsFree(heldLockName(item.reviewId)))) continue;
        useHeldConclusion.getState().notify({
          reviewId: item.reviewId,
          agencyId: item.agencyId,
          source: item.source,
          agencyName: item.agencyName,
          kind: item.state === 'sending' ? 'closedWhileSending' : 'closedDuringWindow',
        });
        await change((current) => withoutRecord(current, item.reviewId)).catch(() => undefined);
      }
    })();
  }, [loaded, owner, value, change]);
}
