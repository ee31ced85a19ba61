// A failed load is shown as a toast once per failure, besides the inline message.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@renderer/lib/notify';

export function useLoadFailureToast(error: unknown, title: string) {
  const { t } = useTranslation('report');
  useEffect(() => {
    if (error) notifyError(error, t('errors.loadHint'), 'review', { title });
  }, [error, title, t]);
}
