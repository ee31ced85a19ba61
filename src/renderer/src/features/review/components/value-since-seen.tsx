// A field flagged changed on a re-review: the value the reviewer last saw on this computer beside the
// current one, the differences marked; or, where no earlier value was kept, the current value and a
// line saying so. Compared once per value, and only for these few fields.
import { useMemo } from 'react';
import { formatDate } from '@renderer/lib/format-date';
import { useFieldTexts } from '../hooks/use-field-texts';
import { describeFieldValue, isImage } from '../lib/field-description';
import type { SeenValue } from '../lib/seen-values';
import { compareValues } from '../lib/value-changes';
import { FieldValue } from './field-value';
import { MarkedValueView } from './marked-value';
import classes from './field-list.module.css';
import changes from './value-changes.module.css';

interface ValueSinceSeenProps {
  path: string;
  value: unknown;
  /** What this computer kept from an earlier review; null when nothing. */
  earlier: SeenValue | null;
}

export function ValueSinceSeen({ path, value, earlier }: ValueSinceSeenProps) {
  const texts = useFieldTexts();
  const { t, words, language } = texts;
  const comparison = useMemo(
    () =>
      earlier && !earlier.notKept
        ? compareValues(
            describeFieldValue(path, earlier.value, texts),
            describeFieldValue(path, value, texts),
            language,
          )
        : null,
    [path, earlier, value, texts, language],
  );
  const date = earlier ? formatDate(earlier.seenAt, language) : null;

  if (!comparison || comparison.same) {
    const note = !earlier
      ? t('changes.noEarlier')
      : earlier.notKept
        ? t('changes.notKept', { date })
        : t('changes.same', { date });
    return (
      <>
        <FieldValue path={path} value={value} />
        <p className={changes.note} data-testid="earlier-value-note">
          {note}
        </p>
      </>
    );
  }
  return (
    <div className={changes.comparison}>
      <div className={`${classes.value} ${changes.side}`} data-testid="earlier-value">
        <p className={classes.caption}>{t('changes.lastSeen', { date })}</p>
        <MarkedValueView value={comparison.before} kind="removed" />
      </div>
      {isImage(value) ? (
        <FieldValue path={path} value={value} />
      ) : (
        <div className={`${classes.value} ${changes.side}`} data-testid="field-value">
          <p className={classes.caption}>{words.currentValue}</p>
          <MarkedValueView value={comparison.after} kind="added" />
        </div>
      )}
    </div>
  );
}
