// A failed load is shown as a toast once per failure, besides the inline message.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '../lib/review-toasts';

export function useLoadFailureToast(error: unknown, title: string) {
  const { t } = useTranslation('report');
  useEffect(() => {
    if (error) toastFailure(error, title, t('errors.loadHint'));
  }, [error, title, t]);
}
