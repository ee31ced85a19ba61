import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_VIEW_NAME_LENGTH,
  viewNameProblem,
  type SavedViewQueue,
} from '@renderer/lib/queue-views/saved-views';
import { useQueueViews } from '@renderer/lib/queue-views/use-queue-view';

/**
 * What is wrong with a view's name among the queue's views, in words; `except` is the view being
 * renamed. A taken name is a problem here: saving under one replaces that view instead (save-view-dialog).
 */
export function useViewNameProblem(queue: SavedViewQueue, except?: string) {
  const { t } = useTranslation('queues');
  const { value } = useQueueViews();
  return useCallback(
    (name: string) => {
      const problem = viewNameProblem(value, queue, name, except);
      return problem ? t(`views.errors.${problem}`, { max: MAX_VIEW_NAME_LENGTH }) : null;
    },
    [value, queue, except, t],
  );
}
