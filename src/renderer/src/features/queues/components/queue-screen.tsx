// One list screen of section 2: title, description, the toolbar (search, status filter, sort, saved
// views), the table and its pages, and the keys that work them (/, J, K, Enter).
import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_PAGE_SIZE } from '@shared/domain/review-rows';
import type { RowColumns } from '@shared/domain/row-columns';
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
  items: RowColumns | undefined;
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
  const view = useQueueView(queue);
  const { rows, total, page, pageCount, shown } = useQueueRows(items, view);
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
      <QueueHeading id={`${queue}-title`} title={title} description={description} />
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
            shown={shown}
            source={source}
            sample={sample}
            selected={selection.selected}
            tableRef={tableRef}
          />
          {!waiting && total > 0 && (
            <QueuePages
              from={page * QUEUE_PAGE_SIZE + 1}
              shown={rows.length}
              total={total}
              page={page}
              pageCount={pageCount}
              setPage={view.setPage}
            />
          )}
        </>
      )}
    </Stack>
  );
}

// Drawn again only when what they show changes, not for each keystroke's first render (the one that
// only updates the search box).
const QueueHeading = memo(function QueueHeading(props: { id: string; title: string; description: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} id={props.id}>
        {props.title}
      </Title>
      <Text c="dimmed">{props.description}</Text>
    </Stack>
  );
});

interface QueuePagesProps {
  /** The first row shown, counted from 1, and how many are shown. */
  from: number;
  shown: number;
  total: number;
  page: number;
  pageCount: number;
  setPage(page: number): void;
}

const QueuePages = memo(function QueuePages({
  from,
  shown,
  total,
  page,
  pageCount,
  setPage,
}: QueuePagesProps) {
  const { t } = useTranslation('queues');
  const pager = usePaginationLabels();
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('table.range', { from, to: from + shown - 1, total })}
      </Text>
      <Pagination
        total={pageCount}
        value={page + 1}
        onChange={(value) => setPage(value - 1)}
        size="sm"
        withEdges
        aria-label={t('table.pagination')}
        // Mantine already turns its arrows right to left (a flip here turned them back).
        getControlProps={pager.getControlProps}
        getItemProps={pager.getItemProps}
      />
    </Group>
  );
});
