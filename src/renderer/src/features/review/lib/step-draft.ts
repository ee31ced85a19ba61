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

/** What one form writes to its step's draft: the fields it has edited, and the tags if it edited them. */
export interface StepDraftWrite {
  fields: StepFormValues['fields'];
  tags?: string[];
}

/**
 * Two tabs on one step keep what each typed: a write replaces only the fields it carries (the later
 * write of the same field wins) and leaves the stored draft's other fields and tags as they are.
 */
export function mergeStepDraft(stored: unknown, written: unknown): StepDraftWrite {
  const write = written as StepDraftWrite;
  const base = isRecord(stored) && Array.isArray(stored.fields) ? stored : { fields: [] as unknown[] };
  const byPath = new Map<string, unknown>();
  for (const field of base.fields as unknown[]) {
    if (isRecord(field) && typeof field.fieldPath === 'string') byPath.set(field.fieldPath, field);
  }
  for (const field of write.fields) byPath.set(field.fieldPath, field);
  const tags = write.tags ?? (Array.isArray(base.tags) ? base.tags : undefined);
  return {
    fields: [...byPath.values()] as StepFormValues['fields'],
    ...(tags ? { tags: tags as string[] } : {}),
  };
}

/** What changed from one value of the form to the next: the field paths, and whether the tags did. */
export function changesBetween(before: StepFormValues, after: StepFormValues) {
  const earlier = new Map(before.fields.map((field) => [field.fieldPath, field]));
  const paths = after.fields
    .filter((field) => {
      const was = earlier.get(field.fieldPath);
      return !was || was.validationStatus !== field.validationStatus || was.note !== field.note;
    })
    .map((field) => field.fieldPath);
  const tags =
    before.tags.length !== after.tags.length || before.tags.some((tag, i) => tag !== after.tags[i]);
  return { paths, tags };
}
