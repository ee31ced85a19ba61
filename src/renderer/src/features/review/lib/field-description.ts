// A field's value described as the field shows it, for comparing one value with another: a service's
// pricing in the preview's words (one line each), anything else as describeValue says.
import type { Service } from '@shared/api/schemas';
import { describeValue, type DescribedValue } from '@shared/domain/field-values';
import { isServicePricingPath } from '@shared/domain/pricing';
import type { FieldTexts } from './field-texts';
import { pricingTexts } from './pricing-texts';

/** Images (the logo) are shown, not spelled out as a URL. */
export const isImage = (value: unknown): value is string =>
  typeof value === 'string' &&
  (/^data:image\//.test(value) || /\.(png|jpe?g|gif|svg|webp)(\?.*)?$/i.test(value));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function describeFieldValue(
  path: string,
  value: unknown,
  { t, language, nameOf }: Pick<FieldTexts, 't' | 'language' | 'nameOf'>,
): DescribedValue {
  if (isServicePricingPath(path) && isRecord(value)) {
    const { plan, billing } = pricingTexts(value as Service['pricing'], t);
    const lines = [plan, billing].filter((line) => line !== null);
    if (lines.length > 0) return { kind: 'text', text: lines.join('\n') };
  }
  return describeValue(value, language, nameOf);
}
