import { Badge } from '@mantine/core';
import { STATUS_COLOURS, statusKey } from '@shared/domain/review-status';

export function StatusBadge({ status, label }: { status: string; label: string }) {
  const key = statusKey(status);
  return (
    <Badge color={STATUS_COLOURS[key]} variant="light" data-status={key} tt="none">
      {label}
    </Badge>
  );
}
