// A step's draft read back safely: it may be from an older version of the field list, or damaged.
// Only fields the step still has are restored, with statuses and notes of the right types.
import type { StepFormValues } from './step-form-schema';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function restoreStepDraft(draft: unknown, defaults: StepFormValues): StepFormValues | null {
  if (!isRecord(draft) || !Array.isArray(draft.fields)) return null;
  const saved = new Map<string, Record<string, unknown>>();
  for (const field of draft.fields) {
    if (isRecord(field) && typeof field.fieldPath === 'string') saved.set(field.fieldPath, field);
  }
  const fields = defaults.fields.map((field) => {
    const entry = saved.get(field.fieldPath);
    if (!entry) return field;
    const status = entry.validationStatus;
    return {
      fieldPath: field.fieldPath,
      validationStatus: status === 'valid' || status === 'invalid' ? status : field.validationStatus,
      note: typeof entry.note === 'string' ? entry.note : field.note,
    };
  });
  const tags = Array.isArray(draft.tags)
    ? draft.tags.filter((tag): tag is string => typeof tag === 'string')
    : defaults.tags;
  return { fields, tags };
}

/** Whether the values differ from where the form started (only then is there a draft to keep). */
export const differsFrom = (values: StepFormValues, defaults: StepFormValues) =>
  JSON.stringify(values) !== JSON.stringify(defaults);
