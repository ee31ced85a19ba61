// The table of one page: skeleton rows while loading, 'No data found' when nothing matches.
import { ScrollArea, Skeleton } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_PAGE_SIZE, type ReviewRow } from '@shared/domain/review-rows';
import { useUiLanguage } from '@renderer/lib/i18n';
import type { ReviewSource } from '@renderer/lib/paths';
import { useStatusLabel } from '@renderer/lib/hooks/use-status-label';
import { QueueRow } from './queue-row';
import classes from './queue-table.module.css';

const COLUMNS = ['agency', 'state', 'requestDate', 'location', 'action'] as const;
/** Set widths, so long text is cut and never widens the table; Agency takes what is left. */
const COLUMN_WIDTHS: Partial<Record<(typeof COLUMNS)[number], string>> = {
  state: '8.5rem',
  requestDate: '9rem',
  location: '22%',
  action: '9rem',
};

interface QueueTableProps {
  label: string;
  rows: readonly ReviewRow[];
  loading: boolean;
  shown?: { search: string; sort: string; status?: string };
  source?: ReviewSource;
  sample?: boolean;
  /** The key (reviewerId) of the row selected with J and K. */
  selected?: string | null;
  tableRef?: Ref<HTMLTableElement>;
}

export function QueueTable(props: QueueTableProps) {
  const { label, rows, loading, shown, source, sample, selected, tableRef } = props;
  const { t } = useTranslation('queues');
  const { language, direction } = useUiLanguage();
  const statusLabel = useStatusLabel();
  return (
    // The table scrolls sideways inside its own frame in a narrow window; the page never does.
    <ScrollArea offsetScrollbars="x">
      <div className={classes.frame}>
        <table
          ref={tableRef}
          className={classes.table}
          aria-busy={loading}
          aria-label={label}
          // Which search and order the rows answer: a hook for tests and the benchmark.
          data-search={shown?.search}
          data-sort={shown?.sort}
          data-status-filter={shown?.status}
        >
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} style={{ width: COLUMN_WIDTHS[column] }}>
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={classes.body}>
            {loading ? (
              <SkeletonRows />
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length}>
                  <p className={classes.empty}>{t('table.empty')}</p>
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <QueueRow
                  key={row.reviewerId}
                  row={row}
                  statusLabel={statusLabel(row.status)}
                  language={language}
                  direction={direction}
                  source={source}
                  sample={sample}
                  selected={row.reviewerId === selected}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
    </ScrollArea>
  );
}

function SkeletonRows() {
  return Array.from({ length: QUEUE_PAGE_SIZE }, (_, index) => (
    <tr key={index} data-testid="queue-skeleton-row">
      {COLUMNS.map((column) => (
        <td key={column}>
          <Skeleton height={column === 'agency' ? 36 : 14} radius="sm" />
        </td>
      ))}
    </tr>
  ));
}
