// Names for the pager's buttons, which Mantine draws as bare arrows and numbers.
import { useTranslation } from 'react-i18next';

type PagerControl = 'first' | 'previous' | 'next' | 'last';

export function usePaginationLabels() {
  const { t } = useTranslation('queues');
  return {
    getControlProps: (control: PagerControl) => ({ 'aria-label': t(`table.pages.${control}`) }),
    getItemProps: (page: number) => ({ 'aria-label': t('table.pages.page', { page }) }),
  };
}
