import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { statusKey } from '@shared/domain/review-status';

/** The translated label of a status; an unknown status shows as the server spelled it. */
export function useStatusLabel() {
  const { t } = useTranslation('queues');
  return useCallback(
    (status: string) => {
      const key = statusKey(status);
      return key === 'other' ? status : t(`status.${key}`);
    },
    [t],
  );
}
