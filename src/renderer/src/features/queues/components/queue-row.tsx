import { Table } from '@mantine/core';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewRow } from '@shared/domain/review-rows';
import { formatDate } from '@renderer/lib/format-date';
import type { Direction } from '@renderer/lib/i18n';
import { useImageSource } from '@renderer/lib/platform/platform-context';
import type { ReviewSource } from '@renderer/lib/paths';
import classes from './queue-row.module.css';
import { ReviewAction } from './review-action';
import { RowAvatar, StatusBadge } from './row-parts';
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

// The table's own cells, with the classes and attributes Mantine's Table.Tr and Table.Td give them
// inside this table (row borders by default, highlightOnHover in queue-table.tsx: change both
// together), without a styled component each.
const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr ${classes.row}`;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;

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
    <tr
      ref={ref}
      className={ROW_CLASS}
      data-with-row-border
      data-hover
      data-testid="queue-row"
      aria-selected={selected || undefined}
    >
      <td className={CELL_CLASS}>
        <div className={classes.agency}>
          <RowAvatar src={icon} initial={[...row.agencyName][0]?.toUpperCase()} />
          <div className={classes.agencyTexts}>
            <UserText className={classes.name} direction={direction}>
              {row.agencyName}
            </UserText>
            <UserText className={classes.email} direction={direction}>
              {row.email}
            </UserText>
          </div>
        </div>
      </td>
      <td className={CELL_CLASS}>
        <StatusBadge status={row.status} label={statusLabel} />
      </td>
      <td className={CELL_CLASS}>
        <p className={`${classes.text} ${classes.date}`}>
          {row.requestDateInvalid
            ? t('table.invalidDate')
            : (formatDate(row.requestDate, language) ?? row.requestDate)}
        </p>
      </td>
      <td className={CELL_CLASS}>
        <UserText direction={direction}>{row.location}</UserText>
      </td>
      <td className={CELL_CLASS}>
        <ReviewAction row={row} source={source} sample={sample} />
      </td>
    </tr>
  );
});
