// One list screen of section 2: title, description, the toolbar (search, status filter, sort, saved
// views), the table and its pages, and the keys that work them (/, J, K, Enter).
import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_PAGE_SIZE, type ReviewRow } from '@shared/domain/review-rows';
import type { ReviewSource } from '@renderer/lib/paths';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { useQueueRows } from '../hooks/use-queue-rows';
import { useQueueShortcuts } from '../hooks/use-queue-shortcuts';
import { useRowSelection } from '../hooks/use-row-selection';
import type { QueueName } from '@renderer/lib/queue-views/queue-names';
import { useQueueView } from '@renderer/lib/queue-views/use-queue-view';
import { QueueLoadError } from './queue-load-error';
import { SkippedRowsNotice } from './skipped-rows-notice';
import { QueueTable } from './queue-table';
import { QueueToolbar } from './queue-toolbar';

export interface QueueScreenProps {
  queue: QueueName;
  title: string;
  description: string;
  items: readonly ReviewRow[] | undefined;
  /** How many rows of the answer were malformed and left out. */
  skipped?: number;
  loading?: boolean;
  /** Shown instead of the table once the list failed to load. */
  loadError?: string | null;
  source?: ReviewSource;
  sample?: boolean;
}

export function QueueScreen({
  queue,
  title,
  description,
  items,
  skipped = 0,
  loading = false,
  loadError,
  source,
  sample,
}: QueueScreenProps) {
  const { t } = useTranslation('queues');
  const view = useQueueView(queue);
  const pager = usePaginationLabels();
  const { rows, total, page, pageCount, shown, stale } = useQueueRows(items, view);
  const from = total === 0 ? 0 : page * QUEUE_PAGE_SIZE + 1;
  // The remembered status filter is read before any row shows, so Pending only never flashes all rows.
  const waiting = loading || !view.ready;
  const selection = useRowSelection(queue, rows, {
    page,
    pageCount,
    setPage: view.setPage,
    loading: waiting,
  });
  const searchRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  useQueueShortcuts({ search: searchRef, table: tableRef, move: selection.move });

  return (
    <Stack component="section" gap="lg" p={{ base: 'md', md: 'xl' }} aria-labelledby={`${queue}-title`}>
      <Stack gap={4}>
        <Title order={1} id={`${queue}-title`}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      <QueueToolbar queue={queue} title={title} view={view} searchRef={searchRef} />
      {loadError ? (
        <QueueLoadError message={loadError} />
      ) : (
        <>
          {skipped > 0 && <SkippedRowsNotice count={skipped} />}
          <QueueTable
            label={title}
            rows={rows}
            loading={waiting}
            stale={stale}
            shown={shown}
            source={source}
            sample={sample}
            selected={selection.selected}
            tableRef={tableRef}
          />
          {!waiting && total > 0 && (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {t('table.range', { from, to: from + rows.length - 1, total })}
              </Text>
              <Pagination
                total={pageCount}
                value={page + 1}
                onChange={(value) => view.setPage(value - 1)}
                size="sm"
                withEdges
                aria-label={t('table.pagination')}
                // Mantine already turns its arrows right to left (a flip here turned them back).
                getControlProps={pager.getControlProps}
                getItemProps={pager.getItemProps}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
