// One list screen of section 2: title, description, search, sort, the table and its pages, and the
// keys that work them (/, J, K, Enter).
import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_PAGE_SIZE, type ReviewRow } from '@shared/domain/review-rows';
import type { ReviewSource } from '@renderer/lib/paths';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { useQueueRows } from '../hooks/use-queue-rows';
import { useQueueShortcuts } from '../hooks/use-queue-shortcuts';
import { useRowSelection } from '../hooks/use-row-selection';
import type { QueueName } from '../lib/queue-names';
import { useQueueView } from '../stores/queue-view-store';
import { QueueLoadError } from './queue-load-error';
import { QueueSearch } from './queue-search';
import { SkippedRowsNotice } from './skipped-rows-notice';
import { QueueTable } from './queue-table';
import { SortMenu } from './sort-menu';

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
  const selection = useRowSelection(queue, rows, { page, pageCount, setPage: view.setPage, loading });
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
      <Group justify="space-between" gap="sm" data-testid="queue-toolbar">
        <QueueSearch value={view.search} onChange={view.setSearch} inputRef={searchRef} />
        <SortMenu value={view.sort} onChange={view.setSort} />
      </Group>
      {loadError ? (
        <QueueLoadError message={loadError} />
      ) : (
        <>
          {skipped > 0 && <SkippedRowsNotice count={skipped} />}
          <QueueTable
            label={title}
            rows={rows}
            loading={loading}
            stale={stale}
            shown={shown}
            source={source}
            sample={sample}
            selected={selection.selected}
            tableRef={tableRef}
          />
          {!loading && total > 0 && (
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
