import { Avatar, Group, Stack, Table, Text } from '@mantine/core';
import { memo } from 'react';
import type { ReviewRow } from '@shared/domain/review-rows';
import { formatDate } from '@renderer/lib/format-date';
import type { ReviewSource } from '@renderer/lib/paths';
import { ReviewAction } from './review-action';
import { StatusBadge } from './status-badge';

interface QueueRowProps {
  row: ReviewRow;
  statusLabel: string;
  language: string;
  source?: ReviewSource;
  sample?: boolean;
}

export const QueueRow = memo(function QueueRow({
  row,
  statusLabel,
  language,
  source,
  sample,
}: QueueRowProps) {
  return (
    <Table.Tr data-testid="queue-row">
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.icon || null} alt="" radius="md" size={36}>
            {[...row.agencyName][0]?.toUpperCase()}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} truncate>
              {row.agencyName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {row.email}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={row.status} label={statusLabel} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.requestDate, language) ?? row.requestDate}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.location}</Text>
      </Table.Td>
      <Table.Td>
        <ReviewAction row={row} source={source} sample={sample} />
      </Table.Td>
    </Table.Tr>
  );
});
