// What a snippet's placeholders stand for in a field's note: the field's readable name as its heading
// shows it, the agency's name, and the field's current value as one short line of text (a service's
// pricing in the preview's words; never an object's codes, nor an embedded image's data). In the
// conclusion only the agency's name: {field} and {value} stay as written, for the reviewer to replace.
import type { AgencyDetails, ReviewDetails, Service } from '@shared/api/schemas';
import { resolveFieldValue } from '@shared/domain/field-paths';
import { valueText } from '@shared/domain/field-values';
import { isServicePricingPath } from '@shared/domain/pricing';
import { truncateName, withoutBidiControls } from '@shared/domain/preview-text';
import type { PlaceholderValues } from '@renderer/lib/snippets/snippets';
import type { FieldTexts } from './field-texts';
import { pricingTexts } from './pricing-texts';

/** A value longer than this (in characters) is cut, with an ellipsis. */
export const VALUE_PLACEHOLDER_LIMIT = 120;

/** A text as one line inside a note: no line breaks, runs of spaces or invisible direction marks. */
const oneLine = (text: string) => withoutBidiControls(text).replace(/\s+/g, ' ').trim();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readableValue(path: string, value: unknown, texts: Pick<FieldTexts, 't' | 'language'>): string {
  if (isServicePricingPath(path) && isRecord(value)) {
    const { plan, billing } = pricingTexts(value as Service['pricing'], texts.t);
    return [plan, billing].filter((line) => line !== null).join(', ');
  }
  // An uploaded image sent inline reads as nothing, not as its base64.
  if (typeof value === 'string' && value.trim().startsWith('data:')) return '';
  return valueText(value, texts.language);
}

/** An agency without a name leaves {agency} as written, to be seen and replaced. */
const agencyName = (name: string | null | undefined) => {
  const shown = oneLine(name ?? '');
  return shown === '' ? {} : { agency: shown };
};

export function notePlaceholders(
  path: string,
  agency: AgencyDetails | undefined,
  texts: Pick<FieldTexts, 't' | 'language' | 'labelOf'>,
): Partial<PlaceholderValues> {
  const value = agency ? resolveFieldValue(agency, path) : undefined;
  return {
    field: texts.labelOf(path),
    ...agencyName(agency?.profile?.name),
    value: truncateName(oneLine(readableValue(path, value, texts)), VALUE_PLACEHOLDER_LIMIT),
  };
}

/** The conclusion names no field: only {agency} is filled, from the review's details. */
export const conclusionPlaceholders = (details: ReviewDetails | undefined): Partial<PlaceholderValues> =>
  agencyName(details?.agencyId?.profile?.name);
