// The agency's current value at a field, so the reviewer sees what they judge: isolated, wrapped, and
// without bidi controls that could make a document name read as something else.
import { describeValue } from '@shared/domain/field-values';
import { withoutBidiControls as shown } from '@shared/domain/preview-text';
import { useImageSource } from '@renderer/lib/platform/platform-context';
import { useFieldTexts } from '../hooks/use-field-texts';
import classes from './field-list.module.css';

/** Images (the logo) are shown, not spelled out as a URL. */
const isImage = (value: unknown) =>
  typeof value === 'string' &&
  (/^data:image\//.test(value) || /\.(png|jpe?g|gif|svg|webp)(\?.*)?$/i.test(value));

export function FieldValue({ value }: { value: unknown }) {
  const { words, language, nameOf } = useFieldTexts();
  const described = describeValue(value, language, nameOf);
  const image = useImageSource(isImage(value) ? (value as string) : null);
  return (
    <div className={classes.value} data-testid="field-value">
      <p className={classes.caption}>{words.currentValue}</p>
      {described.kind === 'empty' && <p className={classes.empty}>{words.noValue}</p>}
      {described.kind === 'text' && image && (
        <img src={image} alt={words.currentValue} className={classes.image} />
      )}
      {described.kind === 'text' && !image && (
        <p className={classes.text} dir="auto">
          {shown(described.text)}
        </p>
      )}
      {described.kind === 'list' && (
        <ul className={classes.values}>
          {described.items.map((item, index) => (
            <li key={index}>
              <bdi>{shown(item)}</bdi>
            </li>
          ))}
        </ul>
      )}
      {described.kind === 'entries' &&
        described.entries.map((entry) => (
          <p key={entry.label} className={classes.text}>
            <span className={classes.entryName}>{entry.label}:</span> <bdi>{shown(entry.text)}</bdi>
          </p>
        ))}
    </div>
  );
}
