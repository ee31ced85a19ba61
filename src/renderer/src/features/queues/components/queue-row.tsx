import { Avatar, Group, Stack, Table, Text } from '@mantine/core';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewRow } from '@shared/domain/review-rows';
import { formatDate } from '@renderer/lib/format-date';
import type { Direction } from '@renderer/lib/i18n';
import { useImageSource } from '@renderer/lib/platform/platform-context';
import type { ReviewSource } from '@renderer/lib/paths';
import classes from './queue-row.module.css';
import { ReviewAction } from './review-action';
import { StatusBadge } from './status-badge';
import { UserText } from './user-text';

interface QueueRowProps {
  row: ReviewRow;
  statusLabel: string;
  language: string;
  /** The page's direction, which the agency's own texts align with. */
  direction: Direction;
  source?: ReviewSource;
  sample?: boolean;
  /** Selected with J and K: marked, and scrolled into view. */
  selected?: boolean;
}

export const QueueRow = memo(function QueueRow({
  row,
  statusLabel,
  language,
  direction,
  source,
  sample,
  selected = false,
}: QueueRowProps) {
  const { t } = useTranslation('queues');
  const icon = useImageSource(row.icon);
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <Table.Tr ref={ref} data-testid="queue-row" aria-selected={selected || undefined} className={classes.row}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={icon} alt="" radius="md" size={36}>
            {[...row.agencyName][0]?.toUpperCase()}
          </Avatar>
          <Stack gap={0} miw={0}>
            <UserText size="sm" fw={600} direction={direction}>
              {row.agencyName}
            </UserText>
            <UserText size="xs" c="dimmed" direction={direction}>
              {row.email}
            </UserText>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={row.status} label={statusLabel} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.requestDateInvalid
            ? t('table.invalidDate')
            : (formatDate(row.requestDate, language) ?? row.requestDate)}
        </Text>
      </Table.Td>
      <Table.Td>
        <UserText size="sm" direction={direction}>
          {row.location}
        </UserText>
      </Table.Td>
      <Table.Td>
        <ReviewAction row={row} source={source} sample={sample} />
      </Table.Td>
    </Table.Tr>
  );
});
