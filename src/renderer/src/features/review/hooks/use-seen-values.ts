// The values the reviewer judged, kept on this machine (lib/seen-values.ts): recorded when a step is
// accepted, read by a re-review to show what changed. Read only where a re-review needs it, so a first
// review's step never loads the document before its fields show.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDraftOwner } from '@renderer/lib/api/reviewer-profile';
import { useLocalDocument } from '@renderer/lib/hooks/use-local-document';
import { changeLocalDocument } from '@renderer/lib/local-data/local-documents';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import { EMPTY_SEEN_VALUES, seenValuesDocument, withSeenStep, type SeenStep } from '../lib/seen-values';

/** The signed-in reviewer's seen values once read (null until then, or when not `enabled`). */
export function useSeenValues(enabled: boolean) {
  const { value, loaded, failed } = useLocalDocument(seenValuesDocument, { enabled });
  // A document that cannot be read is as good as none: the re-review says no earlier value was kept.
  if (failed) return EMPTY_SEEN_VALUES;
  return loaded ? value : null;
}

/**
 * Records an accepted step's judged values, behind the screen. Never in the step's way: nothing waits
 * for it, and a failure is logged.
 */
export function useRecordSeenValues(): (step: SeenStep) => void {
  const { localData } = usePlatform();
  const queryClient = useQueryClient();
  const owner = useDraftOwner();
  return useCallback(
    (step: SeenStep) => {
      if (!owner) return;
      changeLocalDocument(queryClient, localData, seenValuesDocument, owner, (current) =>
        withSeenStep(current, step),
      ).catch((error: unknown) => console.error('Could not keep the judged values', error));
    },
    [owner, queryClient, localData],
  );
}
