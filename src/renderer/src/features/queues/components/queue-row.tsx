import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewRow } from '@shared/domain/review-rows';
import { formatDate } from '@renderer/lib/format-date';
import type { Direction } from '@renderer/lib/i18n';
import { useImageSource } from '@renderer/lib/platform/use-shown-image';
import type { ReviewSource } from '@renderer/lib/paths';
import classes from './queue-row.module.css';
import { ReviewAction } from './review-action';
import { RowAvatar } from './row-avatar';
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
    // Drawn by the table's stylesheet (queue-table.module.css): its border, hover and selection.
    <tr ref={ref} data-testid="queue-row" aria-selected={selected || undefined}>
      <td>
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
      <td>
        <StatusBadge status={row.status} label={statusLabel} />
      </td>
      <td>
        <p className={`${classes.text} ${classes.date}`}>
          {row.requestDateInvalid
            ? t('table.invalidDate')
            : (formatDate(row.requestDate, language) ?? row.requestDate)}
        </p>
      </td>
      <td>
        <UserText direction={direction}>{row.location}</UserText>
      </td>
      <td>
        <ReviewAction row={row} source={source} sample={sample} />
      </td>
    </tr>
  );
});
