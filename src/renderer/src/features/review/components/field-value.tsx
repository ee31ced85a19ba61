// The agency's current value at a field, so the reviewer sees what they judge: isolated, wrapped, and
// without bidi controls that could make a document name read as something else.
import type { Service } from '@shared/api/schemas';
import { describeValue } from '@shared/domain/field-values';
import { isServicePricingPath } from '@shared/domain/pricing';
import { withoutBidiControls as shown } from '@shared/domain/preview-text';
import { useShownImage } from '@renderer/lib/platform/use-shown-image';
import { useFieldTexts } from '../hooks/use-field-texts';
import { isImage } from '../lib/field-description';
import { pricingTexts } from '../lib/pricing-texts';
import classes from './field-list.module.css';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function FieldValue({ path, value }: { path: string; value: unknown }) {
  const { words, t } = useFieldTexts();
  // A service's pricing in the preview's words ("Minimum price: 5,000"), never the codes sent.
  const pricing =
    isServicePricingPath(path) && isRecord(value) ? pricingTexts(value as Service['pricing'], t) : null;
  const pricingLines = pricing ? [pricing.plan, pricing.billing].filter((line) => line !== null) : [];
  return (
    <div className={classes.value} data-testid="field-value">
      <p className={classes.caption}>{words.currentValue}</p>
      {pricingLines.length > 0 ? (
        pricingLines.map((line) => (
          <p key={line} className={classes.text}>
            {line}
          </p>
        ))
      ) : (
        <DescribedValue value={value} />
      )}
    </div>
  );
}

function DescribedValue({ value }: { value: unknown }) {
  const { words, language, nameOf } = useFieldTexts();
  // Only an image asks the image policy: most of a 200-field step's values are text.
  if (isImage(value)) return <ImageValue url={value} />;
  const described = describeValue(value, language, nameOf);
  return (
    <>
      {described.kind === 'empty' && <p className={classes.empty}>{words.noValue}</p>}
      {described.kind === 'text' && <TextValue text={described.text} />}
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
    </>
  );
}

function TextValue({ text }: { text: string }) {
  return (
    <p className={classes.text} dir="auto">
      {shown(text)}
    </p>
  );
}

/** An image the policy lets this page load, else its address, said to be blocked. */
function ImageValue({ url }: { url: string }) {
  const { words } = useFieldTexts();
  const { src: image, blocked } = useShownImage(url);
  return (
    <>
      {/* The reviewer must know they judge an address, not the image it names. */}
      {blocked && <p className={classes.empty}>{words.imageBlocked}</p>}
      {image ? (
        <img src={image} alt={words.currentValue} className={classes.image} />
      ) : (
        <TextValue text={url} />
      )}
    </>
  );
}
