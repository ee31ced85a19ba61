// All / Pending only: a pair of radio buttons (arrow keys move between them), remembered per reviewer.
import { SegmentedControl } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isStatusFilter, STATUS_FILTERS, type StatusFilter } from '@renderer/lib/queue-views/queue-view';

export const StatusFilterControl = memo(function StatusFilterControl({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}) {
  const { t } = useTranslation('queues');
  return (
    <SegmentedControl
      aria-label={t('statusFilter.label')}
      value={value}
      onChange={(next) => isStatusFilter(next) && onChange(next)}
      data={STATUS_FILTERS.map((filter) => ({ value: filter, label: t(`statusFilter.${filter}`) }))}
      data-testid="status-filter"
    />
  );
});
