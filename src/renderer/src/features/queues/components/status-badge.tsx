// A review's status as a pill in its colour (pending amber, in progress blue, completed green, rejected
// red, anything else grey), its text as written in the UI language.
import { STATUS_COLOURS, statusKey } from '@shared/domain/review-status';
import classes from './queue-row.module.css';

export function StatusBadge({ status, label }: { status: string; label: string }) {
  const key = statusKey(status);
  const colour = STATUS_COLOURS[key];
  return (
    <span
      className={classes.badge}
      data-status={key}
      style={{
        color: `var(--mantine-color-${colour}-light-color)`,
        background: `var(--mantine-color-${colour}-light)`,
      }}
    >
      {/* Its text reads in its own direction, as the app's other badges do. */}
      <span className={classes.badgeLabel}>{label}</span>
    </span>
  );
}
